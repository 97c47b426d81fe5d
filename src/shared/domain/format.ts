import type { Language } from '../constants.js';


/** Anything a screen may hold for a moment in time: epoch ms, a Date, an ISO 8601 string, or nothing yet. */
export type InstantInput = number | Date | string | null | undefined;

const HHMM = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes after midnight for 'HH:MM' (or Postgres' 'HH:MM:SS'); null when it is not a wall-clock time. */
export function parseHHMM(text: string): number | null {
  const match = HHMM.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** 'HH:MM' for minutes after midnight, wrapping past 24 h so a shop day that ends after midnight reads naturally. */
export function minutesToHHMM(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  const hh = Math.floor(wrapped / 60);
  const mm = wrapped % 60;
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
}

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30, which Date would roll over). */
export function isCalendarDate(date: string): boolean {
  const match = YMD.exec(date);
  if (!match) return false;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return utc.toISOString().slice(0, 10) === date;
}

/**
 * The calendar date `days` after `date` ('YYYY-MM-DD'). Pure calendar arithmetic in UTC, where every
 * day has 24 hours, so a DST change in the shop's zone cannot shift the result.
 */
export function addCalendarDays(date: string, days: number): string {
  const match = YMD.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return utc.toISOString().slice(0, 10);
}

// Intl does the zone arithmetic (the platform has the tz database); formatters are costly to
// build and these run for every booking shown, so one is kept per zone and pattern.
const formatters = new Map<string, Intl.DateTimeFormat>();

type Pattern = 'date' | 'time24' | 'time12' | 'long' | 'offset';
const PATTERNS: Record<Pattern, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time24: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  time12: { hour: 'numeric', minute: '2-digit', hour12: true },
  long: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
  offset: { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' },
};

/** Intl's tag for each language: English in US-style forms, Hindi as written in India. */
const INTL_LOCALES: Record<Language, string> = { en: 'en-US', hi: 'hi-IN' };

/** The named parts of an instant's shop-local wall clock, in English unless told (docs/product/booking-rules.md#business-constants-and-limits formats). */
function partsOf(instant: number | Date, timeZone: string, pattern: Pattern, language: Language = 'en'): Readonly<Record<string, string>> {
  const key = `${timeZone}|${pattern}|${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[language], { ...PATTERNS[pattern], timeZone });
    formatters.set(key, formatter);
  }
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  // Every pattern stops at the minute, and every zone's offset has been whole minutes since the
  // 1970s: within a minute the parts are the same, so the plans that ask for "now" many times a
  // second format it once a minute.
  const minute = ms >= WHOLE_MINUTE_OFFSETS_SINCE ? `${key}|${String(Math.floor(ms / 60_000))}` : null;
  const known = minute === null ? undefined : knownParts.get(minute);
  if (known) return known;
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(ms)) parts[part.type] = part.value;
  if (minute !== null) {
    if (knownParts.size >= PARTS_KEPT) knownParts.clear();
    knownParts.set(minute, Object.freeze(parts));
  }
  return parts;
}

const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1980, 0, 1);
const PARTS_KEPT = 4096;
const knownParts = new Map<string, Readonly<Record<string, string>>>();

/**
 * The calendar date 'YYYY-MM-DD' of an instant in a zone. Not the shop date once the shop's hours
 * run past midnight: that is shopDateOf (shop-day.ts).
 */
export function zonedDate(now: number, timeZone: string): string {
  const { year = '', month = '', day = '' } = partsOf(now, timeZone, 'date');
  return `${year}-${month}-${day}`;
}

/** The shop-local wall-clock time 'HH:MM' of an instant. */
export function shopTime(now: number, timeZone: string): string {
  const { hour = '', minute = '' } = partsOf(now, timeZone, 'time24');
  return `${hour}:${minute}`;
}

/**
 * Epoch ms of a shop-local date and wall-clock time. As Date does for the host's zone: a time skipped by a
 * DST jump moves forward by the size of the jump (02:30 on a spring-forward night is 03:30), and a
 * time that occurs twice means its first occurrence. Throws RangeError on malformed input.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const wall = toZonedWall(date, time, timeZone);
  if (!wall) throw new RangeError(`Not a shop-local date and time: ${date} ${time}`);
  return wall.instant;
}

/** Like zonedInstant, but null when the wall-clock time does not exist that day (inside a DST gap) or is malformed. */
export function existingZonedInstant(date: string, time: string, timeZone: string): number | null {
  const wall = toZonedWall(date, time, timeZone);
  return wall?.exists ? wall.instant : null;
}

/** Minutes the zone is ahead of UTC at an instant (330 for Asia/Kolkata). */
function offsetMinutes(instant: number, timeZone: string): number {
  const { year = '0', month = '1', day = '1', hour = '0', minute = '0' } = partsOf(instant, timeZone, 'offset');
  const wallAsUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return Math.round((wallAsUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

interface ZonedWall {
  instant: number;
  exists: boolean;
}

/**
 * Answers of toZonedWall, which is pure: a shop's plan asks for the same few dates and opening
 * times on every read, and each answer costs several Intl calls. Bounded; past the bound the oldest
 * half goes.
 */
const zonedWalls = new Map<string, ZonedWall | null>();
const ZONED_WALLS_KEPT = 4096;

function toZonedWall(date: string, time: string, timeZone: string): ZonedWall | null {
  const key = `${date} ${time} ${timeZone}`;
  const known = zonedWalls.get(key);
  if (known !== undefined) return known;
  const wall = computeZonedWall(date, time, timeZone);
  if (zonedWalls.size >= ZONED_WALLS_KEPT) {
    let drop = ZONED_WALLS_KEPT / 2;
    for (const old of zonedWalls.keys()) {
      zonedWalls.delete(old);
      if (--drop === 0) break;
    }
  }
  zonedWalls.set(key, wall);
  return wall;
}

function computeZonedWall(date: string, time: string, timeZone: string): ZonedWall | null {
  const minutes = parseHHMM(time);
  if (!isCalendarDate(date) || minutes === null) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  // The zone's offsets a day either side bracket any change that day; a wall time that reads back
  // under one of them exists (the earlier instant wins when it occurs twice). A time in a DST gap
  // takes the offset from before the change, which moves it forward by the size of the jump.
  const before = wallAsUtc - offsetMinutes(wallAsUtc - 86_400_000, timeZone) * 60_000;
  const after = wallAsUtc - offsetMinutes(wallAsUtc + 86_400_000, timeZone) * 60_000;
  const readsBack = (instant: number) => instant + offsetMinutes(instant, timeZone) * 60_000 === wallAsUtc;
  const existing = [before, after].filter(readsBack).sort((a, b) => a - b);
  return existing[0] === undefined ? { instant: before, exists: false } : { instant: existing[0], exists: true };
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;

/** What is shown for a missing time and for one that is not a time (docs/product/api.md#error-catalogue: 'N/A', 'Invalid date'). */
const NO_TIME: Record<Language, { missing: string; invalid: string }> = {
  en: { missing: 'N/A', invalid: 'Invalid date' },
  hi: { missing: 'उपलब्ध नहीं', invalid: 'अमान्य तारीख' },
};

/** Epoch ms for the input, or why there is none. */
function toInstant(instant: InstantInput, timeZone: string): number | 'missing' | 'invalid' {
  if (instant === null || instant === undefined) return 'missing';
  let ms: number;
  if (typeof instant === 'string') {
    // A date and time without an offset is shop-local wall time, never the host's zone.
    const local = LOCAL_DATE_TIME.exec(instant.trim());
    if (local) ms = existingZonedInstant(local[1] ?? '', local[2] ?? '', timeZone) ?? Number.NaN;
    else if (isCalendarDate(instant.trim())) ms = zonedInstant(instant.trim(), '00:00', timeZone);
    else ms = ISO_WITH_ZONE.test(instant.trim()) ? Date.parse(instant) : Number.NaN;
  } else {
    ms = instant instanceof Date ? instant.getTime() : instant;
  }
  return Number.isFinite(ms) ? ms : 'invalid';
}

/** 12-hour shop-local time such as '6:05 PM' (docs/product/booking-rules.md#business-constants-and-limits); '6:05 pm' in Hindi. */
export function formatTime12(instant: InstantInput, timeZone: string, language: Language = 'en'): string {
  const ms = toInstant(instant, timeZone);
  if (typeof ms === 'string') return NO_TIME[language][ms];
  const { hour = '', minute = '', dayPeriod = '' } = partsOf(ms, timeZone, 'time12', language);
  return `${hour}:${minute} ${language === 'en' ? dayPeriod.toUpperCase() : dayPeriod}`;
}

/**
 * '{day} {Month}, {year} at {time}', e.g. '21 November, 2026 at 6:05 PM' (docs/product/booking-rules.md#business-constants-and-limits); in Hindi as
 * Intl writes it: '21 नवंबर 2026 को 6:05 pm बजे'.
 */
export function formatDateTime(instant: InstantInput, timeZone: string, language: Language = 'en'): string {
  const ms = toInstant(instant, timeZone);
  if (typeof ms === 'string') return NO_TIME[language][ms];
  if (language !== 'en') return dateTimeFormatter(timeZone, language).format(ms);
  const { day = '', month = '', year = '' } = partsOf(ms, timeZone, 'long');
  return `${day} ${month}, ${year} at ${formatTime12(ms, timeZone)}`;
}

function dateTimeFormatter(timeZone: string, language: Language): Intl.DateTimeFormat {
  const key = `${timeZone}|long-text|${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[language], { ...PATTERNS.long, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** '09:00' → '9:00 AM' ('9:00 am' in Hindi); text that is not a time is shown as it is (docs/product/api.md#error-catalogue). */
export function formatHHMM12(time: string, language: Language = 'en'): string {
  const minutes = parseHHMM(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const period = hours < 12 ? 'AM' : 'PM';
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${language === 'en' ? period : period.toLowerCase()}`;
}

/** Opening hours as the home page shows them: '9:00 AM - 6:00 PM'. */
export function formatHours(openTime: string, closeTime: string, language: Language = 'en'): string {
  return `${formatHHMM12(openTime, language)} - ${formatHHMM12(closeTime, language)}`;
}
