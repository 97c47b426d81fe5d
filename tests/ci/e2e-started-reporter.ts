import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A reporter for `.ci/run`: when the first browser journey starts, the node project is done, and
 * the file named by CI_E2E_STARTED is written. CI then starts the PostgreSQL pass beside the
 * journeys, which spend much of their time waiting for the page (tests/e2e/README.md).
 */
export default class E2eStartedReporter implements Reporter {
  private marked = false;

  onTestModuleStart(testModule: TestModule): void {
    if (this.marked || testModule.project.name !== 'e2e') return;
    this.marked = true;
    const file = process.env.CI_E2E_STARTED;
    if (file) writeFileSync(file, '');
  }
}
