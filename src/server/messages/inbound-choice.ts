import { RUNNING_LATE_CHOICES } from '../../shared/constants.js';
import type { ReplyLanguage } from './inbound-intent.js';

/*
 * What a customer tapped on WhatsApp (docs/product/messages.md#joining-on-whatsapp): a row of a list a
 * reply offered, or a quick-reply button of a message about his booking. Its id is ours, written
 * when the list or the message went out, and comes back with the tap: it names the shop (so a tap
 * on the platform's number reaches the shop that offered it), the language of the exchange, and
 * what was picked. Nothing is kept between the steps: the service list's rows carry the barber
 * picked before. WhatsApp takes ids of up to 200 characters; these stay far below.
 */

/** A barber picked for a walk-in: one of the shop's, or whoever starts it earliest. */
export type BarberPick = number | 'any';

export type Choice =
  /** A barber picked: the services are offered next. */
  | { kind: 'barber'; barber: BarberPick }
  /** More barbers than one list shows: the next page, from `from`. */
  | { kind: 'barbers'; from: number }
  /** A barber and a service picked: the walk-in is booked. */
  | { kind: 'service'; barber: BarberPick; serviceId: number }
  /** More services than one list shows: the next page, from `from`. */
  | { kind: 'services'; barber: BarberPick; from: number }
  /** A quick-reply button of a message about the booking (docs/product/messages.md#replies-on-whatsapp). */
  | { kind: 'coming'; bookingId: number }
  | { kind: 'late'; bookingId: number; minutes: (typeof RUNNING_LATE_CHOICES)[number] }
  | { kind: 'cancel'; bookingId: number };

/** A choice, with the shop that offered it and the language the exchange is in. */
export interface Tapped {
  shopId: number;
  language: ReplyLanguage;
  choice: Choice;
}

const PREFIX = 'c1';

function pickText(barber: BarberPick): string {
  return barber === 'any' ? 'any' : String(barber);
}

export function encodeChoice({ shopId, language, choice }: Tapped): string {
  const head = `${PREFIX}:${shopId}:${language}:`;
  switch (choice.kind) {
    case 'barber':
      return `${head}b:${pickText(choice.barber)}`;
    case 'barbers':
      return `${head}bp:${choice.from}`;
    case 'service':
      return `${head}s:${pickText(choice.barber)}:${choice.serviceId}`;
    case 'services':
      return `${head}sp:${pickText(choice.barber)}:${choice.from}`;
    case 'coming':
      return `${head}on:${choice.bookingId}`;
    case 'late':
      return `${head}late:${choice.bookingId}:${choice.minutes}`;
    case 'cancel':
      return `${head}x:${choice.bookingId}`;
  }
}

const NUMBER = /^[1-9][0-9]{0,9}$/;
const number = (text: string | undefined): number | null => (text !== undefined && NUMBER.test(text) ? Number(text) : null);
const count = (text: string | undefined): number | null => (text === '0' ? 0 : number(text));
const barberOf = (text: string | undefined): BarberPick | null => (text === 'any' ? 'any' : number(text));

function choiceOf(kind: string | undefined, a: string | undefined, b: string | undefined, rest: number): Choice | null {
  switch (kind) {
    case 'b': {
      const barber = barberOf(a);
      return barber === null || rest !== 1 ? null : { kind: 'barber', barber };
    }
    case 'bp': {
      const from = count(a);
      return from === null || rest !== 1 ? null : { kind: 'barbers', from };
    }
    case 's':
    case 'sp': {
      const barber = barberOf(a);
      const second = kind === 's' ? number(b) : count(b);
      if (barber === null || second === null || rest !== 2) return null;
      return kind === 's' ? { kind: 'service', barber, serviceId: second } : { kind: 'services', barber, from: second };
    }
    case 'on':
    case 'x': {
      const bookingId = number(a);
      if (bookingId === null || rest !== 1) return null;
      return kind === 'on' ? { kind: 'coming', bookingId } : { kind: 'cancel', bookingId };
    }
    case 'late': {
      const bookingId = number(a);
      const minutes = RUNNING_LATE_CHOICES.find((offered) => String(offered) === b);
      return bookingId === null || minutes === undefined || rest !== 2 ? null : { kind: 'late', bookingId, minutes };
    }
    default:
      return null;
  }
}

/** The choice an id names, or null for one that is not ours (or not any more). */
export function decodeChoice(id: string): Tapped | null {
  const [prefix, shop, language, kind, a, b, ...extra] = id.split(':');
  const shopId = number(shop);
  if (prefix !== PREFIX || shopId === null || (language !== 'en' && language !== 'hi') || extra.length > 0) return null;
  const rest = [a, b].filter((part) => part !== undefined).length;
  const choice = choiceOf(kind, a, b, rest);
  return choice === null ? null : { shopId, language, choice };
}
