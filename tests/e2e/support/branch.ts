import { insertBarber, insertService } from '../../../src/server/db/factories.js';
import { setOperatorPassword } from '../../../src/server/services/operators.js';
import { createdBranchSchema } from '../../../src/shared/schemas/branches.js';
import { ADMIN, type E2EApp } from './app-server.js';

/** A branch of the home shop as the operator adds it (docs/product/shop-list.md#branches). */
export interface Branch {
  slug: string;
  name: string;
  timeZone: string;
}

/** A JSON request to the branch as its owner makes it from another device, with the session cookie given. */
export async function sendToBranch(app: E2EApp, branch: Branch, path: string, method: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(new URL(`/s/${branch.slug}${path}`, app.baseURL), {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${String(response.status)}: ${await response.text()}`);
  return response;
}

/**
 * The operator adds the branch to the home shop's chain; its owner, signed in with the home shop's
 * login, gives it one barber, Imran Ali, and a 30-minute Haircut, places it in `place.area` (not
 * listed) and opens it. Answers the barber's and the service's ids.
 */
export async function openBranch(
  app: E2EApp,
  branch: Branch,
  place: { area: string; pinCode: string; address?: string },
): Promise<{ barberId: number; haircutId: number; cookie: string }> {
  const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
  const operator = await app.api.operatorLogin({ username: 'asha', password });
  await operator.call('POST', `/api/platform/shops/${String(app.ctx.shopId)}/branches`, createdBranchSchema, branch);
  const found = await app.shops.bySlug(branch.slug);
  if (found.kind !== 'open') throw new Error(`${branch.slug} is ${found.kind}`);
  const { barber } = await insertBarber(found.ctx.db, { name: 'Imran Ali', experience: 5, username: 'imran', password: 'imran-password-1' });
  const haircut = await insertService(found.ctx.db, { name: 'Haircut', duration: 30, icon: 'scissors' });
  found.ctx.store.clear();
  const login = await sendToBranch(app, branch, '/api/login', 'POST', ADMIN);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  await sendToBranch(app, branch, '/api/shop-settings/place', 'PUT', { area: place.area, pinCode: place.pinCode, latitude: null, longitude: null, listed: false }, cookie);
  await sendToBranch(app, branch, '/api/shop-settings', 'PUT', { isOpen: true, ...(place.address ? { shopAddress: place.address } : {}) }, cookie);
  return { barberId: barber.id, haircutId: haircut.id, cookie };
}
