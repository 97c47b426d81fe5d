import type { App, AppContext } from '../../src/server/context.js';
import { setOperatorPassword } from '../../src/server/services/operators.js';
import { sessionCookie } from './fixtures.js';

/** Makes an operator (as `npm run operator` does) and answers its credentials. */
export async function makeOperator(ctx: AppContext, username = 'asha'): Promise<{ username: string; password: string }> {
  const { password } = await setOperatorPassword(ctx.database.db, username);
  return { username, password };
}

/** Signs an operator in at the platform and returns the Cookie header. */
export async function operatorLogin(app: App, credentials: { username: string; password: string }): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/platform/login', payload: credentials });
  return sessionCookie(response);
}

/** A new shop's fields, as the operator's form sends them. */
export const NEW_SHOP = { slug: 'kings-cuts', name: 'Kings Cuts', timeZone: 'Asia/Kolkata', ownerUsername: 'kingsowner' };
