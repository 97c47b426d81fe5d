import { describe, expect, it } from 'vitest';
import { EMOJI_ICONS, SERVICE_ICONS, serviceIconOf } from './service-icons.js';

describe('service icons', () => {
  it('draws a key as itself', () => {
    for (const icon of SERVICE_ICONS) expect(serviceIconOf(icon)).toBe(icon);
  });

  it('draws an emoji stored before icons were keys as the key of the same thing, else the scissors', () => {
    expect(serviceIconOf('🧔')).toBe('beard');
    expect(serviceIconOf('🪒')).toBe('razor');
    expect(serviceIconOf(' 💆 ')).toBe('massage');
    expect(serviceIconOf('🚀')).toBe('scissors');
    expect(serviceIconOf('')).toBe('scissors');
    expect(Object.values(EMOJI_ICONS).every((icon) => SERVICE_ICONS.includes(icon))).toBe(true);
  });
});
