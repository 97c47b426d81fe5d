import { z } from 'zod';
import { staffPasswordSchema } from './barber.js';
import { instantSchema, lineText } from './common.js';
import { newShopSchema } from './platform.js';

/*
 * A shop signing itself up at /signup, and the operator's invite codes
 * (docs/decisions/0021-platform-operator.md#sign-up).
 */

/** The server's `SIGNUP`: closed, with an invite code, or open to anyone. */
export const signupModeSchema = z.enum(['off', 'invite', 'open']);
export type SignupMode = z.infer<typeof signupModeSchema>;

export const signupStatusSchema = z.object({ mode: signupModeSchema });

/** The sign-up form: the operator's "New shop" fields, the owner's own password, and the invite code when one is asked for. */
export const signupSchema = newShopSchema
  .extend({
    ownerPassword: staffPasswordSchema,
    code: lineText().trim().max(40).optional(),
  })
  .strict();
export type SignupInput = z.infer<typeof signupSchema>;

/** A shop that signed itself up: its slug and where its owner signs in. */
export const signedUpSchema = z.object({ slug: z.string(), adminPath: z.string() });
export type SignedUp = z.infer<typeof signedUpSchema>;

/** A new invite's code: answered once, never stored. */
export const inviteCodeSchema = z.object({ code: z.string() });

/** One invite as the operator lists it: when it was made, when it was used and the shop it made. */
export const shopInviteSchema = z.object({
  id: z.number().int(),
  createdAt: instantSchema,
  usedAt: instantSchema.nullable(),
  shop: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
});
export type ShopInvite = z.infer<typeof shopInviteSchema>;

export const shopInvitesSchema = z.object({ invites: z.array(shopInviteSchema) });
