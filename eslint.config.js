import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: shared <- server, shared <- client; client and server never meet. */
const forbidPatterns = (...groups) =>
  groups.map((group) => ({ group: [`**/${group}/**`, `**/${group}`], message: `Do not import from src/${group} here.` }));
const forbid = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: forbidPatterns(...groups) }] });

/** A change announces itself through commitChange, which also invalidates this instance's reads (docs/decisions/0014-database-faults.md). */
const publishOnlyThroughChanges = {
  group: ['**/realtime/publish.js'],
  message: 'Announce a change with commitChange (src/server/realtime/changes.ts), which also drops what it made stale.',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'scratch/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/shared/**'], rules: forbid('server', 'client') },
  { files: ['src/server/**'], rules: { 'no-restricted-imports': ['error', { patterns: [...forbidPatterns('client'), publishOnlyThroughChanges] }] } },
  { files: ['src/server/realtime/**'], rules: forbid('client') },
  { files: ['src/client/**'], languageOptions: { globals: { ...globals.browser } }, rules: forbid('server') },
  { files: ['src/client/service-worker/worker/**'], languageOptions: { globals: { ...globals.serviceworker } } },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
