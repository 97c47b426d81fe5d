import { z } from 'zod';
import { SLOT_INTERVALS } from '../constants.js';
import { hhmmSchema } from './common.js';

const slotIntervalSchema = z.union(SLOT_INTERVALS.map((minutes) => z.literal(minutes)));

const timeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Unknown time zone');

export const shopSettingsSchema = z.object({
  isOpen: z.boolean(),
  openTime: hhmmSchema,
  closeTime: hhmmSchema,
  slotInterval: slotIntervalSchema,
  timeZone: z.string(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopSettingsUpdateSchema = z
  .object({
    isOpen: z.boolean(),
    openTime: hhmmSchema,
    closeTime: hhmmSchema,
    slotInterval: slotIntervalSchema,
    timeZone: timeZoneSchema,
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update');
export type ShopSettingsUpdate = z.infer<typeof shopSettingsUpdateSchema>;
