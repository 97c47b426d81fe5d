import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The client's API URLs come from the shared contract (src/shared/contract), as the project's own
// lint config enforces it. Only that rule runs, without type information.
const ROOT = path.resolve(import.meta.dirname, '../..');

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const MESSAGE = 'no-restricted-syntax: Call the API through src/shared/contract (call(ROUTES.…) or pathFor), not a URL written here.';

describe('API URLs in the client', () => {
  it('are refused as string and template literals', async () => {
    expect(await problems('src/client/features/home/api/x.ts', "export const a = fetch('/api/barbers');\n")).toEqual([MESSAGE]);
    expect(await problems('src/client/lib/x.ts', 'export const b = (id: number) => `/api/barbers/${id}`;\n')).toEqual([MESSAGE]);
    expect(await problems('src/client/service-worker/worker/x.ts', 'export const c = "/api";\n')).toEqual([MESSAGE]);
  });

  it('leave other paths, the contract, the server and tests alone', async () => {
    expect(await problems('src/client/lib/x.ts', "export const a = '/apiary'; export const b = `/uploads/${a}`;\n")).toEqual([]);
    expect(await problems('src/client/lib/x.test.ts', "export const a = '/api/barbers';\n")).toEqual([]);
    expect(await problems('src/shared/contract/x.ts', "export const a = '/api/barbers';\n")).toEqual([]);
    expect(await problems('src/server/routes/x.ts', "export const a = '/api/barbers';\n")).toEqual([]);
  });
});
