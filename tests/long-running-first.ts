import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for half a minute or more, slowest first: they start servers and processes of
 * their own. Started first, they run beside the many short files; found last (a clean checkout has
 * no timings to sort by, and these files are small), they ran alone at the end of the run.
 */
const LONG_RUNNING = [
  'tests/bench/shops-smoke.test.ts',
  'tests/bench/smoke.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/db/embedded-faults.test.ts',
  'tests/durability/',
  'tests/db/embedded.test.ts',
  'tests/api/timeouts.test.ts',
  'tests/db/app-role.test.ts',
];

/** Vitest's own order (projects in turn, then by last timings or size), with the long-running files first within each project. */
export default class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);

    const rank = (spec: TestSpecification) => {
      const file = path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/');
      const index = LONG_RUNNING.findIndex((prefix) => file.startsWith(prefix));
      return index < 0 ? LONG_RUNNING.length : index;
    };
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    // Each project keeps its place: the first position any of its files had.
    const projects = new Map<unknown, number>();
    sorted.forEach((spec, index) => {
      if (!projects.has(spec.project)) projects.set(spec.project, index);
    });
    const group = (spec: TestSpecification) => projects.get(spec.project) ?? 0;
    return [...sorted].sort((a, b) => group(a) - group(b) || rank(a) - rank(b) || (position.get(a) ?? 0) - (position.get(b) ?? 0));
  }
}
