import { sql } from 'drizzle-orm';
import { NEW_SHOP } from '../helpers/platform.js';
import { addShop } from '../helpers/shops.js';
import { get, t, type Row } from './authorization-matrix-helpers.js';

// The authorization matrix's rows (authorization-matrix-helpers.ts) for the platform's routes
// (docs/decisions/0021-platform-operator.md): its operator alone; a shop's people are refused.
let counter = 0;

/** A shop of its own for a row to change, so no row suspends the shop the others ask. */
async function spareShop(): Promise<number> {
  if (!t.owner) throw new Error('no owner handle');
  return addShop(t.owner, `spare-${++counter}`);
}

/** A spare shop with an owner login, which a branch takes as its own. */
async function spareShopWithOwner(): Promise<number> {
  const id = await spareShop();
  if (!t.owner) throw new Error('no owner handle');
  await t.owner.execute(sql`insert into users (shop_id, username, password_hash, role) values (${id}, ${`owner-${id}`}, 'x', 'admin')`);
  return id;
}

const OPERATOR_ONLY: Row['expected'] = [401, 403, 403, 403, 403, 403, 200];

export const platformRows: Row[] = [
  {
    name: 'platform login', method: 'POST', expected: [401, 401, 401, 401, 401, 401, 401],
    setup: () => Promise.resolve({ url: '/api/platform/login', payload: { username: 'asha', password: 'not-the-password' } }),
  },
  { name: 'platform me', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/platform/me') },
  { name: 'platform shops', method: 'GET', expected: OPERATOR_ONLY, setup: get(() => '/api/platform/shops') },
  {
    name: 'platform new shop', method: 'POST', expected: [401, 403, 403, 403, 403, 403, 201],
    setup: () => Promise.resolve({ url: '/api/platform/shops', payload: { ...NEW_SHOP, slug: `made-${++counter}` } }),
  },
  {
    name: 'platform suspend shop', method: 'POST', expected: OPERATOR_ONLY,
    setup: async () => ({ url: `/api/platform/shops/${await spareShop()}/suspend` }),
  },
  {
    name: 'platform shop domain', method: 'PUT', expected: OPERATOR_ONLY,
    setup: async () => {
      const id = await spareShop();
      return { url: `/api/platform/shops/${id}/domain`, payload: { domain: `spare-${id}.example.in` } };
    },
  },
  {
    name: 'platform shop whatsapp number', method: 'PUT', expected: OPERATOR_ONLY,
    setup: async () => {
      const id = await spareShop();
      return { url: `/api/platform/shops/${id}/whatsapp`, payload: { numberId: `7000${id}00` } };
    },
  },
  { name: 'platform invites', method: 'GET', expected: OPERATOR_ONLY, setup: get(() => '/api/platform/invites') },
  {
    name: 'platform new invite', method: 'POST', expected: [401, 403, 403, 403, 403, 403, 201],
    setup: () => Promise.resolve({ url: '/api/platform/invites' }),
  },
  {
    name: 'platform add branch', method: 'POST', expected: [401, 403, 403, 403, 403, 403, 201],
    setup: async () => ({ url: `/api/platform/shops/${await spareShopWithOwner()}/branches`, payload: { slug: `branch-${++counter}`, name: 'A Branch', timeZone: 'Asia/Kolkata' } }),
  },
  // A chain's page is public; there is none at this address.
  { name: 'platform chain page', method: 'GET', expected: [404, 404, 404, 404, 404, 404, 404], setup: get(() => '/api/platform/chains/no-chain') },
  // The list of shops is public: anyone reads it, with or without a location.
  { name: 'platform shop list', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/platform/shop-list?lat=12.9&lng=77.6') },
  // Anyone may ask; the test app's SIGNUP is off, so a sign-up is closed to everyone alike.
  { name: 'platform sign-up mode', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/platform/signup') },
  {
    name: 'platform sign-up', method: 'POST', expected: [403, 403, 403, 403, 403, 403, 403],
    setup: () => Promise.resolve({ url: '/api/platform/signup', payload: { ...NEW_SHOP, slug: `signed-${++counter}`, ownerPassword: 'a-long-password' } }),
  },
  {
    name: 'platform resume shop', method: 'POST', expected: OPERATOR_ONLY,
    setup: async () => ({ url: `/api/platform/shops/${await spareShop()}/resume` }),
  },
];
