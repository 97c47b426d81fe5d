import { z } from 'zod';
import { loginSchema } from './auth.js';
import { usernameSchema } from './barber.js';
import { instantSchema, lineText } from './common.js';
import { timeZoneSchema } from './shop-settings.js';

/*
 * The platform's operator (docs/decisions/0021-platform-operator.md): signing in, the shops with
 * their live counts, and making, suspending and resuming a shop and setting its own domain.
 */

/** A shop's slug, its address `/s/{slug}`: lowercase letters, digits and inner hyphens, 1 to 40 (the shops table's check). */
export const SHOP_SLUG_PATTERN = /^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/;

export const shopSlugSchema = lineText({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(40, 'Use 1 to 40 lowercase letters, digits or hyphens, not starting or ending with a hyphen')
  .regex(SHOP_SLUG_PATTERN, 'Use 1 to 40 lowercase letters, digits or hyphens, not starting or ending with a hyphen');

/**
 * A shop's own domain (docs/decisions/0020-shop-routing.md), as a Host header names it: labels of
 * lowercase letters, digits and inner hyphens (1 to 63 each) joined by dots, two labels or more,
 * the last starting with a letter (so an IP address is none). No scheme, port, path or final dot.
 */
export const SHOP_DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name is at most 253 characters (RFC 1035). */
export const SHOP_DOMAIN_MAX = 253;

/** A shop's own domain as the operator types it: trimmed and lowercased first. */
export const shopDomainSchema = lineText({ error: 'Domain is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Domain is required')
  .max(SHOP_DOMAIN_MAX, 'A domain has at most 253 characters')
  .regex(SHOP_DOMAIN_PATTERN, 'Enter a domain such as ravi-salon.in: letters, digits, hyphens and dots, without https:// or a path');

/** Sets a shop's own domain, or clears it with null. */
export const shopDomainInputSchema = z.object({ domain: shopDomainSchema.nullable() }).strict();
export type ShopDomainInput = z.infer<typeof shopDomainInputSchema>;

/**
 * The id of a shop's own WhatsApp number (docs/product/messages.md#channels): the Cloud API's phone
 * number id, digits only, of a number in the platform's business account (not the number itself).
 */
export const whatsAppNumberIdSchema = lineText({ error: 'Number id is required' })
  .trim()
  .min(1, 'Number id is required')
  .regex(/^[0-9]{5,30}$/, 'Enter the phone number id from the WhatsApp settings of the Meta app: digits only');

/** Gives a shop its own WhatsApp number, or clears it with null (the platform's number then). */
export const shopWhatsAppInputSchema = z.object({ numberId: whatsAppNumberIdSchema.nullable() }).strict();
export type ShopWhatsAppInput = z.infer<typeof shopWhatsAppInputSchema>;

/** The operator's sign-in: a username and password, as a staff login without its role. */
export const platformLoginSchema = loginSchema.omit({ role: true });
export type PlatformLoginInput = z.infer<typeof platformLoginSchema>;

export const operatorSchema = z.object({ username: z.string() });
export type Operator = z.infer<typeof operatorSchema>;

export const platformLoginResponseSchema = z.object({ operator: operatorSchema, message: z.string() });
export const platformMeSchema = z.object({ operator: operatorSchema.nullable() });

export const shopStatusSchema = z.enum(['active', 'suspended']);
export type ShopStatus = z.infer<typeof shopStatusSchema>;

/** One shop as the operator sees it, with who waits now and how many were served today in its own time zone. */
export const platformShopSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  timeZone: z.string(),
  status: shopStatusSchema,
  /** The shop's own domain, serving it at the bare paths; null for none. */
  domain: z.string().nullable(),
  /** The id of the shop's own WhatsApp number; null: it uses the platform's. */
  whatsappNumberId: z.string().nullable(),
  createdAt: instantSchema,
  waitingNow: z.number().int(),
  servedToday: z.number().int(),
});
export type PlatformShop = z.infer<typeof platformShopSchema>;

export const platformShopsSchema = z.object({ shops: z.array(platformShopSchema) });

/** The "New shop" form: its slug, name, time zone and its owner's username. */
export const newShopSchema = z
  .object({
    slug: shopSlugSchema,
    name: lineText({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
    timeZone: timeZoneSchema,
    ownerUsername: usernameSchema,
  })
  .strict();
export type NewShopInput = z.infer<typeof newShopSchema>;

/** A new shop, and its owner's generated password: shown once, never again. */
export const createdShopSchema = z.object({
  shop: platformShopSchema,
  owner: z.object({ username: z.string(), password: z.string() }),
});
export type CreatedShop = z.infer<typeof createdShopSchema>;

export const platformShopAnswerSchema = z.object({ shop: platformShopSchema });
