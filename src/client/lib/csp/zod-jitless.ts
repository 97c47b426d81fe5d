/**
 * `zod` as the client's build sees it (vite.config.ts). zod compiles object parsers with
 * `new Function` where it may, and probes for that once; under the Content-Security-Policy (no
 * 'unsafe-eval') the probe is refused and the browser reports a violation, though zod catches it.
 * The client tells zod not to try; the server keeps the compiled parsers.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
