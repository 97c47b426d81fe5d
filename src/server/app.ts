import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { selectOtpSender, type OtpSender } from './auth/otp-sender.js';
import { loadSecret } from './auth/secret.js';
import { loadPrincipal, SESSION_COOKIE } from './auth/session.js';
import type { App, AppContext, PlatformContext } from './context.js';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { BUSY_RETRY_AFTER_SECONDS, capServerConnections, closeAfterAnswer } from './http/connection-cap.js';
import { registerErrorHandler } from './http/error-handler.js';
import { notFound, serverBusy, shopNotFound, shopSuspended } from './http/errors.js';
import { createLookupLimit } from './http/lookup-limit.js';
import { hostOfShop, rewriteShopUrl, servesShop, shopResolver } from './http/shop-address.js';
import { guardRequest } from './http/security.js';
import { registerClient } from './http/client-pages.js';
import { clientErrorHandler, DEFAULT_TIMEOUTS, timeoutOptions, type HttpTimeouts } from './http/timeouts.js';
import { zodJsonSerializerCompiler } from './http/zod-serializer.js';
import { zodValidatorCompiler } from './http/zod-validator.js';
import { loggerOptions } from './log.js';
import { selectTextChannel, type Channel } from './messages/channels.js';
import { createSendAtOnce, type SendAtOnceControl } from './messages/at-once.js';
import { createMessageWorker, type MessageWorker } from './messages/worker.js';
import { createPushChannel, type PushChannelOptions } from './messages/push-channel.js';
import { loadVapidKeys } from './messages/vapid.js';
import { shopContextMaker } from './shop-context.js';
import { realtimeOf, startRealtime } from './realtime/hub.js';
import { shopListRoutes } from './routes/shop-list.js';
import { branchRoutes } from './routes/branches.js';
import { startShopList, type ShopList } from './services/shop-list.js';
import { accuracyRoutes } from './routes/accuracy.js';
import { takingsRoutes } from './routes/takings.js';
import { numbersRoutes } from './routes/numbers.js';
import { authRoutes } from './routes/auth.js';
import { barberRoutes } from './routes/barbers.js';
import { barberHoursRoutes } from './routes/barber-hours.js';
import { boardRoutes } from './routes/board.js';
import { arrivalRoutes } from './routes/arrival.js';
import { paymentRoutes } from './routes/payments.js';
import { bookingRoutes } from './routes/bookings.js';
import { walkInRoutes } from './routes/walk-ins.js';
import { customerRoutes } from './routes/customers.js';
import { docsRoutes } from './routes/docs.js';
import { healthRoutes } from './routes/health.js';
import { messageRoutes } from './routes/messages.js';
import { platformRoutes } from './routes/platform.js';
import { whatsAppWebhookRoutes } from './routes/whatsapp-webhook.js';
import { pushRoutes } from './routes/push.js';
import { serviceRoutes } from './routes/services.js';
import { shopSettingsRoutes } from './routes/shop-settings.js';
import { bookingDeskRoutes } from './routes/booking-desk.js';
import { barberBookingRoutes } from './routes/barber-bookings.js';
import { uploadRoutes } from './routes/uploads.js';
import { waitTimeRoutes } from './routes/wait-time.js';
import { webAppManifestRoutes } from './routes/web-app-manifest.js';
import { createShopDirectory, type ShopDirectory, type ShopLookup } from './services/shop-directory.js';
import { listenForShopChanges } from './services/shop-changes.js';
import { homeContext } from './services/shops.js';
import { shopFinders } from './data/shops.js';
import { processShare, type ProcessShare } from './processes.js';
import { LIVE_SEQ_HEADER } from '../shared/events.js';

export const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

const NO_COOKIES: Readonly<Record<string, string | undefined>> = Object.freeze({});

/** Request bodies are small JSON documents; photo uploads set their own cap. */
export const BODY_LIMIT = 16 * 1024;

export interface BuildOptions {
  env: Env;
  database: Database;
  clock?: () => number;
  sender?: OtpSender;
  /** A logger to use instead of the one built from LOG_LEVEL (tests capture lines with it). */
  logger?: FastifyBaseLogger;
  /** The built web client to serve (default: dist/client). */
  clientDir?: string;
  /** Message channels to use instead of the configured ones (tests pass stand-ins). */
  channels?: readonly Channel[];
  /** Options of the Web Push channel, when `channels` has none of its own. */
  push?: Omit<PushChannelOptions, 'log'>;
  /** How long requests may take to arrive (tests shorten them; default DEFAULT_TIMEOUTS). */
  timeouts?: Partial<HttpTimeouts>;
  /** This process's place among the machine's server processes (default: the one its primary gave it). */
  share?: ProcessShare;
}

/**
 * What buildApp makes: the app, the context of the shop the bare paths serve (the oldest active shop
 * when none is named), and the directory of every shop.
 */
export interface BuiltApp {
  app: App;
  ctx: AppContext;
  shops: ShopDirectory;
  /** The instance's one message worker, for every shop: started by main, driven by hand in tests. */
  worker: MessageWorker;
  /** The sending at once of this instance's confirmations: started and stopped with the worker. */
  sendAtOnce: SendAtOnceControl;
  /** The platform's list of shops on this instance (docs/product/shop-list.md); its timers run on their own. */
  shopList: ShopList;
}

/** Builds the whole app on an open, migrated database; tests build it in-process and inject requests. */
export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { env, database } = options;
  const app: App = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(env.LOG_LEVEL) }),
    bodyLimit: BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    ...timeoutOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts }),
    clientErrorHandler: clientErrorHandler(() => app.log),
    // Every route of a shop also lives under /s/{slug} (docs/decisions/0020-shop-routing.md).
    rewriteUrl: rewriteShopUrl,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodJsonSerializerCompiler);

  const clock = options.clock ?? Date.now;
  const textChannels = new Map((options.channels ?? [selectTextChannel(env)]).map((channel) => [channel.name, channel]));
  const textChannel = textChannels.has('whatsapp') ? 'whatsapp' : 'echo';
  if (!textChannels.has(textChannel)) textChannels.set('echo', selectTextChannel({ ...env, MESSAGE_CHANNEL: 'echo' }));
  // Web Push needs no configuration: the keys are made on first start, so the channel always exists.
  const vapid = await loadVapidKeys(database.db, env);
  // Started and stopped with the worker: a booking's confirmation is sent at once while it runs.
  const sendAtOnce = createSendAtOnce(database.platform, app.log, env.MESSAGE_LEASE_SECONDS);
  const platform: PlatformContext = {
    env,
    database,
    clock,
    secret: await loadSecret(database.db, env.SECRET_KEY),
    sender: options.sender ?? selectOtpSender(env),
    lookups: createLookupLimit(env.LOOKUP_PHONES_PER_IP),
    log: app.log,
    messageChannel: textChannel,
    pushPublicKey: vapid.publicKey,
    sendAtOnce,
  };

  const makeContext = shopContextMaker(platform, textChannels, (db) => createPushChannel(db, vapid, { ...options.push, log: app.log }));
  // The directory's own clock is the real one: a test's clock must not decide when a slug is looked up again.
  const shops = createShopDirectory({ find: shopFinders(database.db), makeContext, maxShops: env.SHOPS_IN_MEMORY, clock: Date.now, log: app.log });
  await listenForShopChanges(database, shops, app.log);
  // Made before any shop is loaded, so it hears of every loaded shop's changes; main starts it.
  const worker = createMessageWorker(platform, shops, options.share ?? processShare(env.SERVER_PROCESSES), sendAtOnce);
  app.addHook('onClose', async () => {
    await worker.stop();
    await shops.close();
  });
  const ctx = await homeContext(shops, env, database);
  const resolveShop = shopResolver(shops, env);
  const shopsHost = hostOfShop(shops, env);

  registerErrorHandler(app);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Chair API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  // Cookies are parsed by the request hook below, only when a request carries any.
  await app.register(fastifyCookie, { hook: false });

  const connections = await capServerConnections(app.server, env.MAX_CONNECTIONS, app.log);
  app.decorateRequest('principal', null);
  app.decorateRequest('shop', null);
  // One hook for every request, synchronous unless a shop or a session must be looked up: a public
  // read without cookies of a shop in memory costs no promise and no other hook.
  app.addHook('onRequest', (request, reply, done) => {
    if (connections.refuses(request.raw.socket)) {
      closeAfterAnswer(request, reply);
      done(serverBusy(BUSY_RETRY_AFTER_SECONDS));
      return;
    }
    try {
      guardRequest(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    const header = request.headers.cookie;
    request.cookies = header === undefined ? NO_COOKIES : app.parseCookie(header);
    if (!servesShop(request.url)) {
      if (request.url.startsWith('/api/platform')) refuseOnShopHost(request, done);
      else done();
      return;
    }
    const found = resolveShop(request);
    if (found instanceof Promise) {
      found.then((shop) => {
        enterShop(request, reply, shop, done);
      }, done);
    } else {
      enterShop(request, reply, found, done);
    }
  });

  /** The platform's API answers 404 on a host that names a shop (docs/decisions/0020-shop-routing.md). */
  function refuseOnShopHost(request: FastifyRequest, done: (error?: Error) => void): void {
    const refuse = (isShops: boolean) => {
      done(isShops ? notFound('No such route') : undefined);
    };
    const isShops = shopsHost(request);
    if (isShops instanceof Promise) isShops.then(refuse, done);
    else refuse(isShops);
  }

  /** Sets the request's shop, then its principal from the session cookie, if it has one. */
  function enterShop(request: FastifyRequest, reply: FastifyReply, found: ShopLookup, done: (error?: Error) => void): void {
    if (found.kind !== 'open') {
      // Node leaves an upgrade's socket open after an answer written on it.
      if (request.headers.upgrade !== undefined) closeAfterAnswer(request, reply);
      done(found.kind === 'missing' ? shopNotFound() : shopSuspended());
      return;
    }
    const shop = found.ctx;
    request.shop = shop;
    if (request.method === 'GET' && request.url.startsWith('/api/')) {
      void reply.header(LIVE_SEQ_HEADER, String(realtimeOf(app).lastSeq(shop.shopId)));
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      done();
      return;
    }
    loadPrincipal(shop.db, shop.shopId, token, shop.clock()).then((principal) => {
      request.principal = principal;
      done();
    }, done);
  }

  healthRoutes(app, platform);
  docsRoutes(app);
  authRoutes(app);
  customerRoutes(app);
  shopSettingsRoutes(app);
  barberRoutes(app);
  barberHoursRoutes(app);
  serviceRoutes(app);
  uploadRoutes(app);
  bookingRoutes(app);
  walkInRoutes(app);
  arrivalRoutes(app);
  paymentRoutes(app);
  barberBookingRoutes(app);
  bookingDeskRoutes(app);
  waitTimeRoutes(app);
  boardRoutes(app);
  accuracyRoutes(app);
  takingsRoutes(app);
  numbersRoutes(app);
  messageRoutes(app);
  pushRoutes(app);
  webAppManifestRoutes(app);
  platformRoutes(app, platform, shops);
  whatsAppWebhookRoutes(app, platform);
  const shopList = await startShopList(platform, shops);
  app.addHook('onClose', async () => {
    await shopList.stop();
  });
  shopListRoutes(app, shopList);
  branchRoutes(app, platform, shops, shopList);
  await startRealtime(app, platform, shops, shopList, { maxPerIp: env.WS_CONNECTIONS_PER_IP });

  await registerClient(app, env, options.clientDir ?? clientDir, resolveShop);
  return { app, ctx, shops, worker, sendAtOnce, shopList };
}
