import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { BOUNDARIES, chairPlugin } from './eslint.boundaries.js';

/** A change announces itself through commitChange, which also invalidates this instance's reads (docs/decisions/0014-database-faults.md). */
const publishOnlyThroughChanges = {
  group: ['**/realtime/publish.js'],
  message: 'Announce a change with commitChange (src/server/realtime/changes.ts), which also drops what it made stale.',
};

const API_URL_MESSAGE = 'Call the API through src/shared/contract (call(ROUTES.…) or pathFor), not a URL written here.';

/** String and template literals that start an API URL. */
const API_URL_LITERALS = [
  { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: API_URL_MESSAGE },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$)/]', message: API_URL_MESSAGE },
];

/**
 * A route authorizes through its options, `{ preHandler: authorize(action) }`, never with a check in
 * its handler (docs/product/roles.md): it cannot reach the policy or the adapter's checks.
 */
const routesAuthorizeInOptions = [
  { group: ['**/shared/policy/*'], message: 'Routes authorize through their options: { preHandler: authorize(action) } (src/server/auth/authorize.ts).' },
  {
    group: ['**/auth/authorize.js'],
    importNames: ['requirePermission', 'permits', 'policyPrincipal', 'chairOf'],
    message: 'Routes authorize through their options: { preHandler: authorize(action) }, not inside a handler.',
  },
];

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
  // Small files (docs/product/architecture.md#shape-of-the-system): none over 300 lines, blank lines and comments counted.
  {
    files: ['src/**', 'tests/**', 'bench/**', 'scripts/**', 'sim/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  // Imports flow one way (shared <- server, shared <- client), features stay apart, routes reach
  // the database through services: the table is in eslint.boundaries.js.
  { files: ['src/**'], plugins: { chair: chairPlugin }, rules: { 'chair/boundaries': ['error', BOUNDARIES] } },
  { files: ['src/server/**'], ignores: ['src/server/realtime/**'], rules: { 'no-restricted-imports': ['error', { patterns: [publishOnlyThroughChanges] }] } },
  {
    files: ['src/server/routes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [publishOnlyThroughChanges, ...routesAuthorizeInOptions] }] },
  },
  { files: ['src/client/**'], languageOptions: { globals: { ...globals.browser } } },
  // The client calls the API through the shared contract (src/shared/contract), never by a URL of its own.
  { files: ['src/client/**'], ignores: ['**/*.test.ts', '**/*.test.tsx'], rules: { 'no-restricted-syntax': ['error', ...API_URL_LITERALS] } },
  { files: ['src/client/service-worker/worker/**'], languageOptions: { globals: { ...globals.serviceworker } } },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
