import { z } from 'zod';
import { SLOT_INTERVALS, TURN_NEAR_MINUTES_RANGE, WALK_INS_BEFORE_OPENING_RANGE } from '../constants.js';
import { dateSchema, hhmmSchema, instantSchema, isHttpsUrl, lineText, multilineText } from './common.js';
import { closedDatesSchema } from './hours.js';
import { isUpiId, UPI_ID_MESSAGE, UPI_NAME_MAX } from '../domain/upi.js';

const slotIntervalSchema = z.union(SLOT_INTERVALS.map((minutes) => z.literal(minutes)));

/** An IANA time zone the runtime knows, such as Asia/Kolkata. */
export const timeZoneSchema = z.string().refine((zone) => {
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
  /** The shop's contact details for the public pages ('' until the owner fills them in). */
  shopName: z.string(),
  shopPhone: z.string(),
  shopAddress: z.string(),
  /** An https link to the shop on a map, or ''. */
  mapUrl: z.string(),
  /** Minutes before the expected start at which "your turn is near" goes out (docs/product/messages.md). */
  turnNearMinutes: z.number().int(),
  /** Shop-wide closed dates (holidays), shop-local, ascending (past ones are dropped on each save): nothing is bookable on them. */
  closedDates: z.array(dateSchema),
  /** Minutes before a barber's first start from which walk-ins may join the queue; 0: not before it. */
  walkInsBeforeOpeningMinutes: z.number().int(),
  /** Where UPI payments go (docs/product/money.md#upi): the payee address and name, '' while unset; UPI is offered once both are set. */
  upiId: z.string(),
  upiName: z.string(),
  /**
   * When the shop is open from now until past the next opening after today, each barber's working day
   * put together (shared/domain/shop-state.ts): a page works out the shop's state from these and
   * isOpen at any instant, so it follows the clock without asking again.
   */
  openings: z.array(z.object({ start: instantSchema, end: instantSchema })),
  /** The shop's state when this was read (docs/decisions/0017-shop-state.md); a page recomputes it from the openings. */
  state: z.object({
    kind: z.enum(['open', 'opens_later', 'closed_today', 'closed_by_shop']),
    /** opens_later and closed_today: the next opening, if any is in sight. */
    opensAt: instantSchema.nullable(),
    /** open: when it closes. */
    closesAt: instantSchema.nullable(),
  }),
  /**
   * A new shop's first run (docs/product/screens.md Set up your shop): whether the owner saved the
   * opening hours (or they differ from 09:00-18:00), whether the shop was ever open, and whether
   * the owner put the checklist away.
   */
  setup: z.object({ hoursChecked: z.boolean(), openedOnce: z.boolean(), dismissed: z.boolean() }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** A UPI ID needs a payee name (docs/product/money.md#upi); the server checks it against the stored ID too. */
export const UPI_NAME_REQUIRED_MESSAGE = "Enter the payee name your customers' UPI app shows";

export const shopSettingsUpdateSchema = z
  .object({
    isOpen: z.boolean(),
    openTime: hhmmSchema,
    closeTime: hhmmSchema,
    slotInterval: slotIntervalSchema,
    timeZone: timeZoneSchema,
    shopName: lineText().trim().max(80, 'Shop name must be at most 80 characters'),
    shopPhone: z
      .string()
      .trim()
      .regex(/^(\+?[0-9][0-9 -]{5,18}[0-9])?$/, 'Use a phone number such as +91 98765 43210'),
    shopAddress: multilineText().trim().max(300, 'Address must be at most 300 characters'),
    mapUrl: z
      .string()
      .trim()
      .max(500)
      .refine((url) => url === '' || isHttpsUrl(url), 'Use an https:// link to the map'),
    turnNearMinutes: z
      .number()
      .int('Use whole minutes')
      .min(TURN_NEAR_MINUTES_RANGE.min, `Use ${TURN_NEAR_MINUTES_RANGE.min} to ${TURN_NEAR_MINUTES_RANGE.max} minutes`)
      .max(TURN_NEAR_MINUTES_RANGE.max, `Use ${TURN_NEAR_MINUTES_RANGE.min} to ${TURN_NEAR_MINUTES_RANGE.max} minutes`),
    closedDates: closedDatesSchema,
    walkInsBeforeOpeningMinutes: z
      .number()
      .int('Use whole minutes')
      .min(WALK_INS_BEFORE_OPENING_RANGE.min, `Use ${WALK_INS_BEFORE_OPENING_RANGE.min} to ${WALK_INS_BEFORE_OPENING_RANGE.max} minutes`)
      .max(WALK_INS_BEFORE_OPENING_RANGE.max, `Use ${WALK_INS_BEFORE_OPENING_RANGE.min} to ${WALK_INS_BEFORE_OPENING_RANGE.max} minutes`),
    /** The shop's UPI ID (docs/product/money.md#upi); '' removes it and the payee name with it. */
    upiId: z
      .string()
      .trim()
      .refine((id) => id === '' || isUpiId(id), UPI_ID_MESSAGE),
    /** The payee name the customer's UPI app shows, 1–50 characters with a UPI ID. */
    upiName: lineText().trim().max(UPI_NAME_MAX, 'The payee name must be at most 50 characters'),
    /** Puts the first run's checklist away for good (docs/product/screens.md Set up your shop). */
    setupDismissed: z.literal(true),
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update')
  .refine((update) => update.upiId === undefined || update.upiId === '' || (update.upiName ?? '') !== '', {
    path: ['upiName'],
    message: UPI_NAME_REQUIRED_MESSAGE,
  });
export type ShopSettingsUpdate = z.infer<typeof shopSettingsUpdateSchema>;
