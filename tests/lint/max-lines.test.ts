import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Files stay small (docs/product/architecture.md): the project's own lint config refuses one over
// 300 lines. Only that rule runs, without type information, so a made-up file lints at once.
const ROOT = path.resolve(import.meta.dirname, '../..');

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => ruleId === 'max-lines',
});

/** The max-lines messages for a file at `file` (from the repository's root) of `lines` lines, a blank one and a comment among them. */
async function lengthProblems(file: string, lines: number): Promise<string[]> {
  const code = ['// A comment counts.', '', ...Array.from({ length: lines - 2 }, (_, index) => `export const line${String(index)} = ${String(index)};`)];
  const [result] = await eslint.lintText(`${code.join('\n')}\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('file length', () => {
  it('refuses a file over 300 lines, counting blank lines and comments, in every folder of code', async () => {
    for (const file of ['src/server/services/long.ts', 'src/client/features/home/long.tsx', 'tests/api/long.test.ts', 'bench/long.ts', 'scripts/long.js', 'sim/eta/long.ts']) {
      expect(await lengthProblems(file, 301), file).toEqual(['max-lines: File has too many lines (301). Maximum allowed is 300.']);
      expect(await lengthProblems(file, 300), file).toEqual([]);
    }
  });
});
