import { describe, expect, test } from 'vitest';
import { loadTranslations } from '../../../lib/i18n/catalogue.js';
import { messageNotes } from './message-notes.js';

describe('messageNotes', () => {
  test('nothing while the customer has not been told and gets messages', () => {
    expect(messageNotes({ turnNearToldAt: null, messagesStopped: false }, 'Asia/Kolkata', 'en')).toEqual([]);
  });

  test("told, at the shop's time, not the browser's", () => {
    const told = { turnNearToldAt: '2026-11-21T09:35:00.000Z', messagesStopped: false };
    expect(messageNotes(told, 'Asia/Kolkata', 'en')).toEqual([{ kind: 'told', label: 'Told: turn is near', time: '3:05 PM' }]);
    // A half-hour zone, and a time past midnight there.
    expect(messageNotes(told, 'America/St_Johns', 'en')[0]).toMatchObject({ time: '6:05 AM' });
    expect(messageNotes({ ...told, turnNearToldAt: '2026-11-21T19:00:00.000Z' }, 'Asia/Kolkata', 'en')[0]).toMatchObject({ time: '12:30 AM' });
  });

  test('messages off, with or without the earlier message', () => {
    expect(messageNotes({ turnNearToldAt: null, messagesStopped: true }, 'Asia/Kolkata', 'en')).toEqual([{ kind: 'off', label: 'Messages off' }]);
    const both = messageNotes({ turnNearToldAt: '2026-11-21T09:35:00.000Z', messagesStopped: true }, 'Asia/Kolkata', 'en');
    expect(both.map((note) => note.kind)).toEqual(['told', 'off']);
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    const notes = messageNotes({ turnNearToldAt: '2026-11-21T09:35:00.000Z', messagesStopped: true }, 'Asia/Kolkata', 'hi');
    expect(notes.map((note) => note.label)).toEqual(['बताया: बारी पास है', 'संदेश बंद']);
  });
});
