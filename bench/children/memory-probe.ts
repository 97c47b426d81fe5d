/**
 * Loaded into the server's process with `--import` (and `--expose-gc`): on SIGUSR2 it collects the
 * garbage, then writes the process's memory (`process.memoryUsage()`) as JSON to the file named by
 * CHAIR_BENCH_MEMORY_FILE. Plain type-strippable TypeScript: the bundled server runs it without tsx.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.CHAIR_BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const collect = (globalThis as { gc?: () => void }).gc;
    if (collect) collect();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
