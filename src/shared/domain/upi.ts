/**
 * UPI for payments at the chair (docs/product/money.md#upi): the shop's UPI ID, and the standard
 * `upi://pay` link every UPI app reads, which the QR code on the barber's screen and the
 * customer's tracking page both carry.
 */

/** `name@handle`: 2–256 letters, digits, `.`, `-` or `_`, then `@`, then 2–64 letters or digits starting with a letter. */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const UPI_ID_MESSAGE = 'Enter a UPI ID like name@bank';
export const UPI_NAME_MAX = 50;
export const UPI_NOTE_MAX = 50;
/** The least a UPI link asks for, in paise (₹1.00). */
export const UPI_MIN_PAISE = 100;

/** Whether a text is a UPI ID the shop may set (docs/product/money.md#upi). */
export function isUpiId(text: string): boolean {
  return UPI_ID.test(text);
}

/**
 * RFC 3986 percent-encoding of a query value: everything but the unreserved characters
 * (letters, digits, `-`, `.`, `_`, `~`) is encoded as UTF-8 bytes, so a space is `%20`, never `+`.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A value of the `upi://pay` link: percent-encoded, but `@` left as it is. RFC 3986 allows `@` in a
 * query, and some UPI apps mis-read a payee address written `name%40bank` (docs/product/money.md#upi).
 */
export function upiQueryValue(value: string): string {
  return percentEncode(value).replaceAll('%40', '@');
}

/** Paise as rupees with exactly two decimals: 45000 → '450.00', 45050 → '450.50'. */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole number of paise: ${String(paise)}`);
  return `${String(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
}

/** Cut to at most `max` characters (whole code points, so no emoji or letter is split), without a trailing space. */
function cut(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('').trimEnd();
}

/** The note the customer's UPI app shows: `Token {id}` and the shop's name, at most 50 characters. */
export function upiNote(bookingId: number, shopName: string): string {
  const name = shopName.trim();
  return cut(name === '' ? `Token ${String(bookingId)}` : `Token ${String(bookingId)} ${name}`, UPI_NOTE_MAX);
}

export interface UpiPayee {
  /** The shop's UPI ID. */
  upiId: string;
  /** The payee name the customer's app shows. */
  upiName: string;
}

/** Whether the shop has set both, the only case in which UPI is offered (docs/product/money.md#upi). */
export function hasUpiPayee(payee: UpiPayee): boolean {
  return isUpiId(payee.upiId) && payee.upiName.trim() !== '';
}

/**
 * `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…` for `paise` (at least ₹1.00) to the shop's payee, the
 * note naming the booking's token and the shop. Throws RangeError for an amount below ₹1.00, a
 * fraction of a paisa, or a payee that is not set.
 */
export function upiLink(payee: UpiPayee, paise: number, note: { bookingId: number; shopName: string }): string {
  if (!Number.isSafeInteger(paise) || paise < UPI_MIN_PAISE) throw new RangeError(`A UPI amount is at least ₹1.00: ${String(paise)} paise`);
  if (!hasUpiPayee(payee)) throw new RangeError('The shop has no UPI payee');
  const values: [string, string][] = [
    ['pa', payee.upiId],
    ['pn', cut(payee.upiName.trim(), UPI_NAME_MAX)],
    ['am', upiAmount(paise)],
    ['cu', 'INR'],
    ['tn', upiNote(note.bookingId, note.shopName)],
  ];
  return `upi://pay?${values.map(([key, value]) => `${key}=${upiQueryValue(value)}`).join('&')}`;
}
