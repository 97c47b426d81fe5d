import { beforeAll, inject } from 'vitest';

// Setup file of the e2e project: when the run's client build failed, every file fails with why.
beforeAll(() => {
  const error = inject('clientBuildError');
  if (error) throw new Error(`the client build failed, so browser tests cannot run:\n${error}`);
});
