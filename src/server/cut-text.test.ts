import { describe, expect, it } from 'vitest';
import { cutWithEllipsis, letterCount } from './cut-text.js';

describe('cutting a name to fit', () => {
  it('counts letters as people see them', () => {
    expect(letterCount('किशोर')).toBe(3);
    expect(letterCount('Raj 💈')).toBe(5);
  });

  it('keeps whole letters, drops the spaces it would end with, and adds an ellipsis', () => {
    expect(cutWithEllipsis('Kapoor Hair Studio', 8, letterCount)).toBe('Kapoor…');
    expect(cutWithEllipsis('किशोर हेयर', 3, letterCount)).toBe('किशो…');
    // Measured in UTF-16 units an emoji takes two, and is never split.
    expect(cutWithEllipsis('ab💈cd', 4, (text) => text.length)).toBe('ab…');
    expect(cutWithEllipsis('Raj - Cuts', 7, letterCount, /[\s\p{P}]+$/u)).toBe('Raj…');
  });

  it('answers nothing when no letter fits', () => {
    expect(cutWithEllipsis('💈', 2, (text) => text.length)).toBe('');
  });
});
