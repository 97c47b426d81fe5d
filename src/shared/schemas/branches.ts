import { z } from 'zod';
import { instantSchema } from './common.js';
import { walkInCheckQuerySchema } from './booking.js';
import { newShopSchema, platformShopSchema, shopSlugSchema } from './platform.js';
import { listedShopSchema } from './shop-list.js';

/*
 * An owner's shops as branches of one chain, its public page, and the "shorter wait nearby"
 * suggestion on a shop's booking page (docs/product/shop-list.md#branches).
 */

/** The operator adds a branch to a shop: the new shop's slug, name and time zone; its owner is the shop's. */
export const newBranchSchema = newShopSchema.omit({ ownerUsername: true });
export type NewBranch = z.infer<typeof newBranchSchema>;

const chainSchema = z.object({ slug: z.string(), name: z.string() });

export const createdBranchSchema = z.object({
  shop: platformShopSchema,
  /** The chain both shops are branches of; the owner signs in to the new one with the same login. */
  chain: chainSchema,
  owner: z.object({ username: z.string() }),
});
export type CreatedBranch = z.infer<typeof createdBranchSchema>;

/** The branches the signed-in owner can switch to: none unless this shop is a branch and they are its owner login. */
export const branchesSchema = z.object({
  chain: chainSchema.nullable(),
  branches: z.array(z.object({ slug: z.string(), name: z.string(), current: z.boolean() })),
});
export type Branches = z.infer<typeof branchesSchema>;

export const switchBranchSchema = z.object({ slug: shopSlugSchema }).strict();
/** Where the owner's admin dashboard of that branch is; the answer's cookie signs them in there. */
export const switchedBranchSchema = z.object({ path: z.string() });

export const chainSlugParamSchema = z.object({ slug: shopSlugSchema });

/** A chain's public page, `/c/{slug}`: every active branch with its state, shortest wait and address. */
export const chainPageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  branches: z.array(listedShopSchema),
});
export type ChainPage = z.infer<typeof chainPageSchema>;

/** The services the customer chose on the booking page. */
export const nearbyQuerySchema = walkInCheckQuerySchema;

/** How much earlier another shop must start the walk-in for it to be suggested. */
export const NEARBY_MARGIN_MINUTES = 20;
/** How far another owner's shop may be, when the platform suggests them. */
export const NEARBY_RADIUS_KM = 3;

export const nearbySchema = z.object({
  suggestion: z
    .object({
      slug: z.string(),
      name: z.string(),
      area: z.string(),
      distanceKm: z.number().nullable(),
      startAt: instantSchema,
      waitMinutes: z.number().int(),
      /** Another branch of this shop's owner, or another owner's shop nearby. */
      branch: z.boolean(),
      /** Its booking page: on its own domain when it has one, else at the platform's address. */
      bookingUrl: z.string(),
    })
    .nullable(),
});
export type Nearby = z.infer<typeof nearbySchema>;
