import { takingsEntriesPageSchema, takingsEntriesQuerySchema, takingsQuerySchema, takingsReportSchema } from '../schemas/takings.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['takings'];

/** The day's takings and each barber's share (docs/product/money.md, Takings). */
export const takingsEndpoints = {
  /** The range's totals, by barber and by day; a barber's answer holds only their own figures. */
  report: endpoint({ ...ROUTES.takings.report, tags, query: takingsQuerySchema, responses: { 200: takingsReportSchema } }),
  /** The range's entries, newest first, corrected ones marked; a barber's only. */
  entries: endpoint({ ...ROUTES.takings.entries, tags, query: takingsEntriesQuerySchema, responses: { 200: takingsEntriesPageSchema } }),
  /** The admin's CSV for the accountant: one row per current entry, oldest first. */
  csv: endpoint({ ...ROUTES.takings.csv, tags, query: takingsQuerySchema, responses: {}, answer: 'csv' }),
};
