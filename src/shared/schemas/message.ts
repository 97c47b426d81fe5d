import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '../constants.js';
import { idTextSchema, instantSchema } from './common.js';

export const messageKindSchema = z.enum(MESSAGE_KINDS);
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);

/** A message to a customer as the admin's Messages list shows it (docs/product/messages.md). */
export const messageSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  kind: messageKindSchema,
  channel: messageChannelSchema,
  status: messageStatusSchema,
  attempts: z.number().int(),
  /** Why the last attempt failed, or why the message was not sent; null when it went out. */
  lastError: z.string().nullable(),
  /** The text as the customer reads it. */
  text: z.string(),
  createdAt: instantSchema,
  /** When the next attempt may go out (pending), else the last change. */
  dueAt: instantSchema,
  sentAt: instantSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListQuerySchema = z.object({
  status: z.enum(['all', ...MESSAGE_STATUSES]).default('all'),
  /** The id of the last message of the previous page: the next page holds older ones. */
  before: idTextSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListSchema = z.object({
  /** The shop's text channel: `echo` keeps messages here instead of sending them. */
  channel: z.enum(['echo', 'whatsapp']),
  messages: z.array(messageSchema),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** What a message a customer wrote on WhatsApp did (docs/product/messages.md#replies-on-whatsapp). */
export const INBOUND_OUTCOMES = ['here', 'late', 'cancel', 'coming', 'help', 'refused', 'menu', 'joined'] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

/** A message a customer wrote to the shop's WhatsApp number, as the admin's Messages list shows it. */
export const inboundMessageSchema = z.object({
  id: z.number().int(),
  /** The booking it was about, if the sender had one. */
  bookingId: z.number().int().nullable(),
  /** The sender's number's last four digits: enough to tell customers apart, not to call them. */
  phoneEnding: z.string(),
  text: z.string(),
  /** What it did; null while it waits for the worker. */
  outcome: z.enum(INBOUND_OUTCOMES).nullable(),
  /** `pending`: not yet acted on; `acted`: reply on its way; `done`: replied; `failed`: given up. */
  status: z.enum(['pending', 'acted', 'done', 'failed']),
  /** The reply, once known. */
  reply: z.string().nullable(),
  lastError: z.string().nullable(),
  /** When the customer wrote it. */
  sentAt: instantSchema,
});
export type InboundMessage = z.infer<typeof inboundMessageSchema>;

export const inboundListQuerySchema = z.object({
  /** The id of the last message of the previous page: the next page holds older ones. */
  before: idTextSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type InboundListQuery = z.infer<typeof inboundListQuerySchema>;

export const inboundListSchema = z.object({
  /** Whether the server takes customers' WhatsApp messages at all (its webhook is set up). */
  on: z.boolean(),
  messages: z.array(inboundMessageSchema),
  nextBefore: z.number().int().nullable(),
});
export type InboundList = z.infer<typeof inboundListSchema>;

/** The customer stops (or starts again) the messages about one booking. */
export const messagePreferenceSchema = z
  .object({
    stopped: z.boolean(),
    /** Proof of ownership for an anonymous customer (the link in each message carries it). */
    manageToken: z.string().max(200).optional(),
  })
  .strict();
export type MessagePreference = z.infer<typeof messagePreferenceSchema>;
