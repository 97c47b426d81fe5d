import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OtpSender } from './auth/otp-sender.js';
import type { Database, ShopDb } from './db/client.js';
import type { Env } from './env.js';
import type { LookupLimit } from './http/lookup-limit.js';
import type { SendAtOnce } from './messages/at-once.js';
import type { Messenger } from './messages/messenger.js';
import type { RenderedAnswers } from './services/rendered-answers.js';
import type { ShopStore } from './services/store.js';

/** The app as routes see it: Fastify with zod schemas as its type provider. */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** What every shop of the server shares (docs/decisions/0020-shop-routing.md), made once in buildApp. */
export interface PlatformContext {
  env: Env;
  /** The database; `database.db` is the global handle, for the global tables (customers, sessions, codes, config, rate limits). */
  database: Database;
  /** The time source; tests pass a clock they control. */
  clock: () => number;
  /** Server-side key for one-time-code HMACs and manage tokens. */
  secret: string;
  sender: OtpSender;
  /** Phone lookups (track, check-phone) admitted per client address, across every shop. */
  lookups: LookupLimit;
  log: FastifyBaseLogger;
  /** The text channel for messages to customers (docs/product/messages.md). */
  messageChannel: 'echo' | 'whatsapp';
  /** The VAPID public key browsers subscribe to Web Push with (the private key stays in the push channel). */
  pushPublicKey: string;
  /** Sends a booking's confirmation from the instance that made it, right after the commit, while its worker runs. */
  sendAtOnce: SendAtOnce;
}

/** Everything a route or service needs to serve one shop: the platform's parts and the shop's own; no globals. */
export interface AppContext extends PlatformContext {
  /** The shop this context serves (docs/decisions/0019-shops.md). */
  shopId: number;
  /** That shop's slug, for the links its messages carry. */
  shopSlug: string;
  /**
   * That shop's own domain, if it has one (docs/decisions/0020-shop-routing.md): its links start
   * there. One object for every copy of the context, which the directory keeps current.
   */
  shopDomain: { current: string | null };
  /** That shop's handle: every query and transaction on it sees that shop's rows only. */
  db: ShopDb;
  store: ShopStore;
  /** Public hot reads as bytes, made again when the store changes. */
  answers: RenderedAnswers;
  /** Writes the messages the plans call for and sends the outbox; started by main, driven by hand in tests. */
  messenger: Messenger;
}
