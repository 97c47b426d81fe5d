import { describe, expect, test } from 'vitest';
import { MESSAGE_STATUSES } from '../../../../shared/constants.js';
import { MESSAGE_TITLES } from '../../../../shared/domain/message-rules.js';
import { zonedInstant } from '../../../../shared/domain/format.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { messageTexts } from '../texts-messages.js';
import {
  attemptsLabel,
  channelLabel,
  channelNote,
  emptyMessages,
  kindTitle,
  messageFilters,
  messageTime,
  problemOf,
  retryOf,
  splitLink,
  statusLabel,
  STATUS_TONES,
  tokenLabel,
  turnNearMinutesError,
} from './messages.js';

const ZONE = 'Asia/Kolkata';
const iso = (date: string, time: string, zone = ZONE) => new Date(zonedInstant(date, time, zone)).toISOString();
const en = messageTexts.en;

describe('message labels', () => {
  test('kinds read as their titles, tokens as on the card', () => {
    expect(kindTitle({ kind: 'turn_near' }, en)).toBe('Your turn is near');
    expect(kindTitle({ kind: 'cancelled_by_shop' }, en)).toBe('Cancelled by the shop');
    // The list names each kind as the message itself is titled.
    for (const [kind, title] of Object.entries(MESSAGE_TITLES)) expect(kindTitle({ kind: kind as keyof typeof MESSAGE_TITLES }, en)).toBe(title);
    expect(tokenLabel(42)).toBe('#42');
  });

  test('every status has a word and a colour, and the echo channel says where its messages are', () => {
    for (const status of MESSAGE_STATUSES) {
      expect(statusLabel(status, en)).toMatch(/^[A-Z][a-z]+$/);
      expect(STATUS_TONES[status]).toBeDefined();
    }
    expect(STATUS_TONES.sent).toBe('success');
    expect(STATUS_TONES.failed).toBe('danger');
    expect((['whatsapp', 'push', 'echo'] as const).map((channel) => channelLabel(channel, en))).toEqual(['WhatsApp', 'Web Push', 'Shown here (echo)']);
  });

  test('the filter offers All and the four lasting statuses, in that order', () => {
    expect(messageFilters(en).map((filter) => filter.label)).toEqual(['All', 'Pending', 'Sent', 'Failed', 'Skipped']);
    expect(messageFilters(en).map((filter) => filter.value)).toEqual(['all', 'pending', 'sent', 'failed', 'skipped']);
  });

  test('attempts are counted in words', () => {
    expect(attemptsLabel(0, en, 'en')).toBe('Not tried yet');
    expect(attemptsLabel(1, en, 'en')).toBe('1 attempt');
    expect(attemptsLabel(6, en, 'en')).toBe('6 attempts');
  });
});

describe('messageTime', () => {
  const now = zonedInstant('2026-11-21', '15:30', ZONE);

  test("today's messages show the shop's time only", () => {
    expect(messageTime(iso('2026-11-21', '15:05'), now, ZONE, en, 'en')).toBe('3:05 PM');
    expect(messageTime(iso('2026-11-21', '00:10'), now, ZONE, en, 'en')).toBe('12:10 AM');
  });

  test("another day's show the shop's date too, even when the browser would call it today", () => {
    expect(messageTime(iso('2026-11-20', '23:50'), now, ZONE, en, 'en')).toBe('20 Nov, 11:50 PM');
    expect(messageTime(iso('2025-01-03', '09:00'), now, ZONE, en, 'en')).toBe('3 Jan, 9:00 AM');
  });

  test('in a half-hour zone, across its midnight', () => {
    const zone = 'America/St_Johns';
    const late = zonedInstant('2026-11-21', '23:45', zone);
    expect(messageTime(iso('2026-11-21', '23:40', zone), late, zone, en, 'en')).toBe('11:40 PM');
    expect(messageTime(iso('2026-11-22', '00:05', zone), late, zone, en, 'en')).toBe('22 Nov, 12:05 AM');
  });

  test('in Hindi, with the full month', async () => {
    await loadTranslations('hi');
    expect(messageTime(iso('2026-11-20', '23:50'), now, ZONE, textsIn(messageTexts, 'hi'), 'hi')).toBe('20 नवंबर, 11:50 pm');
  });
});

describe('problemOf', () => {
  test('failed and skipped messages say why; the others say nothing', () => {
    expect(problemOf({ status: 'skipped', lastError: 'The customer stopped messages for this booking' }, en)).toBe(
      'The customer stopped messages for this booking',
    );
    expect(problemOf({ status: 'failed', lastError: 'WhatsApp refused the number' }, en)).toBe('WhatsApp refused the number');
    expect(problemOf({ status: 'failed', lastError: null }, en)).toBe('The channel gave no reason');
    // A pending retry keeps the last failure, but it is not given up: no problem shown.
    expect(problemOf({ status: 'pending', lastError: 'Timed out' }, en)).toBeNull();
    expect(problemOf({ status: 'sent', lastError: null }, en)).toBeNull();
  });
});

describe('retryOf', () => {
  test('a pending message whose last attempt failed says why, as it will be tried again', () => {
    expect(retryOf({ status: 'pending', attempts: 2, lastError: 'WhatsApp did not answer in time' })).toBe('WhatsApp did not answer in time');
    expect(retryOf({ status: 'pending', attempts: 0, lastError: null })).toBeNull();
    expect(retryOf({ status: 'failed', attempts: 6, lastError: 'Gave up' })).toBeNull();
  });
});

describe('texts around the list', () => {
  test('an empty list says when messages are made, or which status has none', () => {
    expect(emptyMessages('all', en).title).toBe('No messages yet');
    expect(emptyMessages('all', en).description).toContain('when their turn is near');
    expect(emptyMessages('failed', en)).toEqual({ title: 'No failed messages', description: 'Choose All to see every message.' });
  });

  test('the channel note says whether messages leave the shop', () => {
    expect(channelNote('echo', en).title).toBe('Messages are not sent: they are shown here');
    expect(channelNote('echo', en, 'elsewhere').title).toBe('Messages are not sent: they are shown in the Messages tab');
    expect(channelNote('echo', en, 'elsewhere').description).not.toContain('this list');
    expect(channelNote('whatsapp', en).title).toBe('Messages go out on WhatsApp');
  });
});

describe('turnNearMinutesError', () => {
  test('whole minutes from 5 to 60 are fine', () => {
    for (const text of ['5', '15', ' 30 ', '60']) expect(turnNearMinutesError(text), text).toBeNull();
  });

  test("anything else gets the shared schema's words", () => {
    for (const text of ['4', '61', '0', '-5', '', '  ', 'abc']) expect(turnNearMinutesError(text), text).toBe('Use 5 to 60 minutes');
    expect(turnNearMinutesError('7.5')).toBe('Use whole minutes');
  });
});

describe('splitLink', () => {
  test("takes the booking's link off the end of a message, relative or absolute", () => {
    const token = 'ab'.repeat(32);
    expect(splitLink(`Your turn is near: token #2 is expected at 10:30 AM. Please come to the shop. /track?booking=2&token=${token}`)).toEqual({
      words: 'Your turn is near: token #2 is expected at 10:30 AM. Please come to the shop.',
      link: `/track?booking=2&token=${token}`,
    });
    expect(splitLink(`Booking confirmed: token #4 with Sunil Shah. Track, cancel or stop messages: https://chair.example.in/track?booking=4&token=${token}`)).toEqual({
      words: 'Booking confirmed: token #4 with Sunil Shah. Track, cancel or stop messages:',
      link: `https://chair.example.in/track?booking=4&token=${token}`,
    });
  });

  test('a text without a link at its end is kept whole', () => {
    expect(splitLink('The shop has closed for now.')).toEqual({ words: 'The shop has closed for now.', link: null });
    expect(splitLink('See /track?booking=4 later today')).toEqual({ words: 'See /track?booking=4 later today', link: null });
  });
});
