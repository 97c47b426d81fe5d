import { z } from 'zod';

/** Where an uploaded photo is served from (`/uploads/<random name>`). */
export const uploadedSchema = z.object({ url: z.string() });
