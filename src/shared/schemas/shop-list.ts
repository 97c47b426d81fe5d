import { z } from 'zod';
import { SEARCH_MAX } from '../shop-list-limits.js';
import { instantSchema, lineText } from './common.js';

/*
 * The platform's list of shops with their live waits (docs/product/shop-list.md): where a shop is,
 * whether its owner lists it, and what a visitor of `/shops` reads and hears.
 */

export const AREA_MAX = 60;
export { SEARCH_MAX, SHOP_LIST_MAX, SHOP_LIST_SOCKET_PATH } from '../shop-list-limits.js';

/** An Indian PIN code: six digits, the first not 0. */
export const pinCodeSchema = z.string().trim().regex(/^([1-9][0-9]{5})?$/, 'A PIN code is six digits, such as 560034');

const latitudeSchema = z
  .number({ error: 'Latitude must be a number between -90 and 90' })
  .min(-90, 'Latitude must be a number between -90 and 90')
  .max(90, 'Latitude must be a number between -90 and 90');
const longitudeSchema = z
  .number({ error: 'Longitude must be a number between -180 and 180' })
  .min(-180, 'Longitude must be a number between -180 and 180')
  .max(180, 'Longitude must be a number between -180 and 180');

/** Where the shop is and whether it is on the list, as its owner sets it (the admin's Shop tab). */
export const shopPlaceSchema = z.object({
  /** The shop's neighbourhood, such as "Koramangala": the list's order and search when a visitor shares no location. */
  area: z.string(),
  pinCode: z.string(),
  /** The shop's pinned location, both or neither. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Whether `/shops` shows the shop (and later, other shops' suggestions may name it). */
  listed: z.boolean(),
});
export type ShopPlace = z.infer<typeof shopPlaceSchema>;

export const LOCATION_PAIR_MESSAGE = 'Give both latitude and longitude, or neither';
export const LISTED_NEEDS_PLACE_MESSAGE = 'To list the shop, give its area or its location';

export const shopPlaceUpdateSchema = z
  .object({
    area: lineText().trim().max(AREA_MAX, `Area must be at most ${AREA_MAX} characters`),
    pinCode: pinCodeSchema,
    latitude: latitudeSchema.nullable(),
    longitude: longitudeSchema.nullable(),
    listed: z.boolean(),
  })
  .refine((place) => (place.latitude === null) === (place.longitude === null), { message: LOCATION_PAIR_MESSAGE, path: ['longitude'] })
  .refine((place) => !place.listed || place.area !== '' || place.latitude !== null, { message: LISTED_NEEDS_PLACE_MESSAGE, path: ['listed'] });
export type ShopPlaceUpdate = z.infer<typeof shopPlaceUpdateSchema>;

const coordinateText = (schema: z.ZodNumber) =>
  z
    .string()
    .max(20, 'Invalid location')
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, 'Invalid location')
    .transform(Number)
    .pipe(schema);

/**
 * What the list is asked: the visitor's location (both or neither; it is used for this answer and
 * never kept), and a search over name, area and PIN code.
 */
export const shopListQuerySchema = z
  .object({
    lat: coordinateText(latitudeSchema).optional(),
    lng: coordinateText(longitudeSchema).optional(),
    q: z.string().trim().max(SEARCH_MAX, `Search at most ${SEARCH_MAX} characters`).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), { message: LOCATION_PAIR_MESSAGE, path: ['lng'] });
export type ShopListQuery = z.input<typeof shopListQuerySchema>;

/** What changes of a listed shop as it works: its state's inputs and its shortest wait for a walk-in. */
export const listedShopLiveSchema = z.object({
  slug: z.string(),
  name: z.string(),
  area: z.string(),
  pinCode: z.string(),
  address: z.string(),
  timeZone: z.string(),
  /** The shop's hours, which say when its day turns (a night past midnight is still the day it began). */
  openTime: z.string(),
  closeTime: z.string(),
  /** The owner's switch and the openings (as the shop's settings give them): the page works out open / opens at / closed. */
  isOpen: z.boolean(),
  openings: z.array(z.object({ start: instantSchema, end: instantSchema })),
  /**
   * The shortest wait of a walk-in who joins now, and when they would start: the barber taking
   * walk-ins whose plan starts one earliest. Null when no barber takes walk-ins now.
   */
  waitMinutes: z.number().int().nullable(),
  noWait: z.boolean(),
  startAt: instantSchema.nullable(),
  /** When the wait was worked out. */
  computedAt: instantSchema,
});
export type ListedShopLive = z.infer<typeof listedShopLiveSchema>;

/**
 * What the database keeps of a shop for the list (`shop_summaries.summary`): the live entry less its
 * slug, its time and the wait in minutes, which each answer works out from `startAt` and its own now.
 */
export const shopSummarySchema = listedShopLiveSchema.omit({ slug: true, computedAt: true, waitMinutes: true }).extend({
  /** The names of the services it offers, lowercased: another shop suggests it only for services it offers (branches.ts). */
  services: z.array(z.string()),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

export const listedShopSchema = listedShopLiveSchema.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** From the visitor's location, when the list was asked with one and the shop is pinned. */
  distanceKm: z.number().nullable(),
});
export type ListedShop = z.infer<typeof listedShopSchema>;

export const shopListSchema = z.object({
  shops: z.array(listedShopSchema),
  /** How many listed shops matched, of which `shops` holds the first SHOP_LIST_MAX. */
  total: z.number().int(),
});
export type ShopList = z.infer<typeof shopListSchema>;

/** What the list's socket (`/ws/shops`) says: shops whose entry changed, and shops no longer listed. */
export const shopListMessageSchema = z.object({
  type: z.literal('shopsChanged'),
  data: z.object({ changed: z.array(listedShopLiveSchema.extend({ latitude: z.number().nullable(), longitude: z.number().nullable() })), removed: z.array(z.string()) }),
});
export type ShopListMessage = z.infer<typeof shopListMessageSchema>;
