import type { PrincipalRole } from './principal.js';

const EVERYONE = ['anonymous', 'customer', 'barber', 'admin'] as const satisfies readonly PrincipalRole[];
const STAFF = ['barber', 'admin'] as const satisfies readonly PrincipalRole[];
const ADMIN = ['admin'] as const satisfies readonly PrincipalRole[];
const OPERATOR = ['operator'] as const satisfies readonly PrincipalRole[];

/**
 * What the resource must be to the caller, on top of the role:
 * - `own-chair`: a barber only their own chair (a booking's chair for booking actions); the admin any.
 * - `own-booking`: the booking's barber or the admin; its customer (a customer session for its
 *   phone); or whoever brought its manage token.
 * - `own-customer`: the customer themself; the admin any.
 */
export type Scope = 'own-chair' | 'own-booking' | 'own-customer';

export interface Rule {
  who: readonly PrincipalRole[];
  scope?: Scope;
}

/**
 * Who may do what: every permission check of the server and the client reads this table
 * (docs/product/roles.md). An action is `resource:verb`; `who` are the roles allowed at all, and
 * `scope` narrows them to their own resource.
 */
export const RULES = {
  // Bookings: anyone books; the rest is the booking's own people.
  'booking:create': { who: EVERYONE },
  'booking:create-without-limit': { who: STAFF },
  'booking:list': { who: ADMIN },
  'booking:read': { who: EVERYONE, scope: 'own-booking' },
  'booking:cancel': { who: EVERYONE, scope: 'own-booking' },
  'booking:arrive': { who: EVERYONE, scope: 'own-booking' },
  'booking:set-messages': { who: EVERYONE, scope: 'own-booking' },
  'booking:push': { who: EVERYONE, scope: 'own-booking' },
  'booking:calendar': { who: EVERYONE, scope: 'own-booking' },
  // The customer's own controls on the public pages: staff do not speak for the customer.
  'booking:act-as-customer': { who: ['anonymous', 'customer'], scope: 'own-booking' },
  // The chair's work: its barber or the admin.
  'booking:set-status': { who: STAFF, scope: 'own-chair' },
  'booking:adjust-time': { who: STAFF, scope: 'own-chair' },
  'booking:undo': { who: STAFF, scope: 'own-chair' },
  'booking:move': { who: STAFF, scope: 'own-chair' },
  'booking:reassign-waiting': { who: ADMIN },
  // Paid at the chair (docs/product/money.md#paid-at-the-chair): the barber who served, or the owner.
  'payment:record': { who: STAFF, scope: 'own-chair' },
  'payment:read': { who: STAFF, scope: 'own-chair' },
  'walk-in:create-for-customer': { who: STAFF, scope: 'own-chair' },
  'usual-services:read': { who: STAFF },
  'live-command:send': { who: STAFF },
  'barber-bookings:read': { who: STAFF, scope: 'own-chair' },
  'history:read': { who: STAFF, scope: 'own-chair' },
  'barber-hours:read': { who: STAFF, scope: 'own-chair' },
  'barber-break:update': { who: STAFF, scope: 'own-chair' },
  // Running the shop: the admin.
  'barber-hours:update': { who: ADMIN },
  'barber:list-with-logins': { who: ADMIN },
  'barber:create': { who: ADMIN },
  'barber:update': { who: ADMIN },
  'barber:delete': { who: ADMIN },
  'service:create': { who: ADMIN },
  'service:update': { who: ADMIN },
  'service:delete': { who: ADMIN },
  'shop-settings:update': { who: ADMIN },
  // Where the shop is and whether the platform's list shows it (docs/product/shop-list.md).
  'shop-place:read': { who: ADMIN },
  'shop-place:update': { who: ADMIN },
  // Switching between the owner's branches: the owner login of a branch alone (docs/product/shop-list.md#branches).
  'branch:switch': { who: ADMIN },
  'accuracy:read': { who: ADMIN },
  // The takings (docs/product/money.md): a barber reads their own figures, the admin the shop's and its CSV.
  'takings:read': { who: STAFF },
  'takings:export': { who: ADMIN },
  'numbers:read': { who: ADMIN },
  'messages:read': { who: ADMIN },
  'upload:photo': { who: ADMIN },
  // A customer's account: the customer or the admin.
  'customer:read': { who: ['customer', 'admin'], scope: 'own-customer' },
  'customer:update': { who: ['customer', 'admin'], scope: 'own-customer' },
  'customer-bookings:read': { who: ['customer', 'admin'], scope: 'own-customer' },
  // The client's pages of one role (docs/product/screens.md): each role signs in to its own.
  'page:admin': { who: ADMIN },
  'page:barber': { who: ['barber'] },
  'page:customer': { who: ['customer'] },
  // The platform (docs/decisions/0021-platform-operator.md): its operator alone, never a shop's people.
  'shop:list': { who: OPERATOR },
  'shop:create': { who: OPERATOR },
  'shop:suspend': { who: OPERATOR },
  'shop:resume': { who: OPERATOR },
  'shop:set-domain': { who: OPERATOR },
  'shop:set-whatsapp': { who: OPERATOR },
  'shop:add-branch': { who: OPERATOR },
  'invite:list': { who: OPERATOR },
  'invite:create': { who: OPERATOR },
  'page:platform': { who: OPERATOR },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof RULES;
