import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/shared/contract/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/** A path with each parameter's name left out: the router keeps one name per position. */
const shape = (path: string) => path.replace(/:[^/|]+(\|:[^/|]+)*/g, ':');

/**
 * The routes of `app.printRoutes()` as `METHOD path` lines. Each line of its tree is a path segment
 * under the line above it that is one level less deep, with the methods that end there.
 */
function registeredRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${shape(path)}`);
  }
  return routes;
}

describe('the HTTP contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is what the server registers: every endpoint, and no API route besides', () => {
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    const api = registered.filter((route) => / \/api(\/|$)/.test(route) && !route.startsWith('HEAD '));
    const contract = allEndpoints().map((endpoint) => `${endpoint.method} ${shape(endpoint.path)}`);
    expect(new Set(contract).size).toBe(contract.length);
    expect([...api].sort()).toEqual([...contract].sort());
    // Everything else is the live socket and the client's pages.
    expect(registered.filter((route) => !api.includes(route) && !route.startsWith('HEAD ')).sort()).toEqual(['GET *', 'GET /ws']);
  });

  it('lists every endpoint but the document itself in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, ':')}`),
    );
    const expected = allEndpoints()
      .filter((endpoint) => endpoint.hide !== true)
      .map((endpoint) => `${endpoint.method} ${shape(endpoint.path)}`);
    expect(listed.sort()).toEqual(expected.sort());
  });
});
