import { test } from './fixtures.js';

// The e2e project runs every file in one worker without isolation (vitest.config.ts), so the `test`
// object is shared: a file's top-level `test.override('appOptions', …)` would stay for the files
// after it. This setup file runs before each file and puts the defaults back first.
test.override('appOptions', { start: undefined, messenger: false });
