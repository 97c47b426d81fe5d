import { describe } from 'vitest';
import { testEveryCaller } from './authorization-matrix-helpers.js';
import { staffRows } from './authorization-matrix-staff-rows.js';

// The authorization matrix for the staff's routes; the public and customer routes: authorization-matrix.test.ts.
describe('authorization matrix', () => {
  testEveryCaller(staffRows);
});
