import type { SessionUser } from '../../../shared/schemas/auth.js';

/** How this browser can prove a booking is its own (docs/product/roles.md, docs/product/architecture.md#the-web-client). */
export type Ownership =
  /** A customer session for the booking's phone: the server lets them cancel at any time. */
  | { kind: 'session' }
  /** The manage token the browser kept when it booked. */
  | { kind: 'token'; token: string }
  /** Neither: a one-time code to the booking's phone must prove it first. */
  | { kind: 'none' };

const lastTenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** Whether the signed-in user is the customer of this phone number. */
export function isCustomerOfPhone(user: SessionUser | null, phone: string | null): boolean {
  const own = user?.role === 'customer' ? user.customer?.phone : undefined;
  return phone !== null && own !== undefined && own !== '' && lastTenDigits(own) === lastTenDigits(phone);
}

/** The strongest proof this browser holds: a session for the phone wins over a token. */
export function ownershipOf(args: { user: SessionUser | null; phone: string | null; token: string | undefined }): Ownership {
  if (isCustomerOfPhone(args.user, args.phone)) return { kind: 'session' };
  if (args.token) return { kind: 'token', token: args.token };
  return { kind: 'none' };
}
