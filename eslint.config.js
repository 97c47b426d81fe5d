import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: shared <- server, shared <- client; client and server never meet. */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map((group) => ({ group: [`**/${group}/**`, `**/${group}`], message: `Do not import from src/${group} here.` })) },
  ],
});

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
  { files: ['src/server/**'], rules: forbid('client') },
  { files: ['src/client/**'], languageOptions: { globals: { ...globals.browser } }, rules: forbid('server') },
  { files: ['src/client/service-worker/worker/**'], languageOptions: { globals: { ...globals.serviceworker } } },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
