import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { authorize, authorizeWhen, asksForLogins, chairOfPathId, chairOfQueryOrCaller, requirePermission } from './authorize.js';
import type { ResourceOf } from '../../shared/policy/can.js';
import type { Action } from '../../shared/policy/rules.js';
import type { Principal } from './session.js';

const ADMIN: Principal = { role: 'admin', userId: 1, username: 'admin' };
const BARBER: Principal = { role: 'barber', userId: 2, username: 'ravi', barberId: 5 };
const CUSTOMER: Principal = { role: 'customer', customerId: 9, phone: '9811111111' };

/** The status and words requirePermission answers with, or 'allowed'. */
function answer<A extends Action>(principal: Principal | null, action: A, resource?: ResourceOf<A>): string {
  try {
    requirePermission(principal, action, resource);
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
}

describe('requirePermission', () => {
  it('answers 401 without a session and 403 for the wrong role, in the plain words', () => {
    expect(answer(null, 'barber:update')).toBe('401 Please log in');
    expect(answer(BARBER, 'barber:update')).toBe('403 You are not allowed to do that');
    expect(answer(ADMIN, 'barber:update')).toBe('allowed');
  });

  it("asks a booking's visitor for the link, and tells a wrong token it is someone else's", () => {
    const booking = { barberId: 5, customerPhone: '9811111111' };
    expect(answer(null, 'booking:read', { ...booking, manageToken: 'none' })).toBe(
      '401 Please log in or open the link from your booking',
    );
    expect(answer(null, 'booking:read', { ...booking, manageToken: 'invalid' })).toBe(
      '403 This booking belongs to someone else',
    );
    expect(answer(null, 'booking:cancel', { ...booking, manageToken: 'valid' })).toBe('allowed');
    expect(answer(CUSTOMER, 'booking:cancel', { ...booking, manageToken: 'none' })).toBe('allowed');
  });

  it('keeps the words of the undo and the counter', () => {
    expect(answer(CUSTOMER, 'booking:undo')).toBe('403 Only the shop can undo a change');
    expect(answer(BARBER, 'booking:undo', { barberId: 6 })).toBe('403 You are not allowed to do that');
    expect(answer(BARBER, 'walk-in:create-for-customer', { barberId: 'any' })).toBe(
      '403 A barber adds walk-ins to his own chair',
    );
  });
});

describe('authorize', () => {
  async function appAs(principal: Principal | null) {
    const app = Fastify();
    app.decorateRequest('principal', null);
    app.addHook('onRequest', (request, _reply, done) => {
      request.principal = principal;
      done();
    });
    app.get('/hours/:id', { preHandler: authorize('barber-hours:read', chairOfPathId) }, () => ({ ok: true }));
    app.get('/history', { preHandler: authorize('history:read', chairOfQueryOrCaller) }, () => ({ ok: true }));
    app.get('/barbers', { preHandler: authorizeWhen(asksForLogins, 'barber:list-with-logins') }, () => ({ ok: true }));
    app.post('/photo', { onRequest: authorize('upload:photo') }, () => ({ ok: true }));
    await app.ready();
    return app;
  }

  const status = async (principal: Principal | null, method: 'GET' | 'POST', url: string) => {
    const app = await appAs(principal);
    const response = await app.inject({ method, url });
    await app.close();
    return response.statusCode;
  };

  it('refuses before the handler, with the resource the request names', async () => {
    expect(await status(BARBER, 'GET', '/hours/5')).toBe(200);
    expect(await status(BARBER, 'GET', '/hours/6')).toBe(403);
    expect(await status(null, 'GET', '/hours/5')).toBe(401);
    expect(await status(BARBER, 'GET', '/history')).toBe(200);
    expect(await status(BARBER, 'GET', '/history?barberId=6')).toBe(403);
    expect(await status(ADMIN, 'GET', '/history')).toBe(200);
  });

  it('checks only the requests it applies to, and works as an onRequest hook too', async () => {
    expect(await status(null, 'GET', '/barbers')).toBe(200);
    expect(await status(null, 'GET', '/barbers?admin=true')).toBe(401);
    expect(await status(CUSTOMER, 'GET', '/barbers?admin=true')).toBe(403);
    expect(await status(CUSTOMER, 'POST', '/photo')).toBe(403);
    expect(await status(ADMIN, 'POST', '/photo')).toBe(200);
  });
});
