import { describe, expect, it } from 'vitest';
import { allEndpoints, CONTRACT, endpointOf } from './index.js';
import { ROUTES, type Route } from './routes.js';

const table: Readonly<Record<string, Readonly<Record<string, Route>>>> = ROUTES;

describe('the contract', () => {
  it('gives every route of ROUTES its schemas, under the same resource and name', () => {
    const routes = Object.values(table).flatMap((resource) => Object.values(resource));
    expect(routes.map((route) => `${route.resource}.${route.name}`).sort()).toEqual(
      Object.entries(CONTRACT)
        .flatMap(([resource, endpoints]) => Object.keys(endpoints).map((name) => `${resource}.${name}`))
        .sort(),
    );
    for (const route of routes) {
      expect(endpointOf(route)).toMatchObject({ resource: route.resource, name: route.name, method: route.method, path: route.path });
    }
  });

  it('has one endpoint per method and path', () => {
    const keys = allEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a route it does not hold', () => {
    expect(() => endpointOf({ resource: 'barbers', name: 'nothing', method: 'GET', path: '/api/nothing' })).toThrow('No endpoint barbers.nothing');
  });
});
