import { describe, expect, it } from 'vitest';
import { t, useMatrixApp } from './authorization-matrix-helpers.js';
import { platformRows } from './authorization-matrix-platform-rows.js';
import { publicRows } from './authorization-matrix-public-rows.js';
import { staffRows } from './authorization-matrix-staff-rows.js';

/** Asked by the matrix outside its rows: the logout tests (authorization-matrix.test.ts, authorization-matrix-platform.test.ts). */
const ASKED_BESIDE_ROWS = ['POST /api/logout', 'POST /api/platform/logout'];

// The matrix is only as good as its rows: every route of the API must be asked by one of them.
describe('authorization matrix coverage', () => {
  useMatrixApp();

  it('asks every route of the API as every kind of caller', async () => {
    const asked = [...ASKED_BESIDE_ROWS];
    for (const row of [...publicRows, ...staffRows, ...platformRows]) {
      const { url } = await row.setup();
      asked.push(`${row.method} ${url.split('?')[0] ?? url}`);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const paths = docs.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const missing: string[] = [];
    for (const [template, operations] of Object.entries(paths)) {
      // `{id}` and `{barberId}` are numbers; `{phone}` any segment.
      const pattern = new RegExp(`^${template.replace(/\{\w*[iI]d\}/g, '\\d+').replace(/\{\w+\}/g, '[^/]+')}$`);
      for (const method of Object.keys(operations).map((name) => name.toUpperCase())) {
        const covered = asked.some((request) => request.startsWith(`${method} `) && pattern.test(request.slice(method.length + 1)));
        if (!covered) missing.push(`${method} ${template}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
