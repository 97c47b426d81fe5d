import { z } from 'zod';

/** The health check's answer: the database answered, and which kind it is. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
