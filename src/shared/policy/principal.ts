/**
 * Who is asking, as far as permissions go (docs/product/roles.md): the server knows it from the
 * session cookie, the client from the signed-in user. Anything else about them is not the
 * policy's business.
 */
export type Principal =
  | { role: 'anonymous' }
  | { role: 'customer'; customerId: number; phone: string }
  | { role: 'barber'; barberId: number }
  | { role: 'admin' }
  /** The platform's operator, who runs the server's shops and belongs to none (docs/decisions/0021-platform-operator.md). */
  | { role: 'operator'; operatorId: number };

export type PrincipalRole = Principal['role'];

/** The visitor without a session. */
export const ANONYMOUS: Principal = { role: 'anonymous' };

/** One barber's chair: their bookings, hours and breaks. `'any'` is a walk-in for whichever barber starts it first. */
export interface ChairResource {
  barberId: number | 'any';
}

/**
 * One booking: its chair, its customer's phone, and the manage token the caller brought with the
 * request ('none' when they brought none; docs/decisions/0004-manage-tokens.md).
 */
export interface BookingResource {
  barberId: number;
  customerPhone: string | null;
  manageToken: 'valid' | 'invalid' | 'none';
}

/** One customer's account and bookings. */
export interface CustomerResource {
  customerId: number;
}
