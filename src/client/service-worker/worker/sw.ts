/**
 * The app's service worker, served as /sw.js from the site's root so that its scope is the whole
 * app. Built by vite-service-worker.ts, which bundles Workbox in and writes in what it needs to
 * know about the build.
 */
import type { WorkerBuild } from '../worker-build.js';
import { handleFetches } from './caching.js';
import { handlePush } from './push.js';

declare const self: ServiceWorkerGlobalScope;
/** Replaced at build time (vite-service-worker.ts). */
declare const __CHAIR_WORKER_BUILD__: WorkerBuild;

handlePush(self);
handleFetches(self, __CHAIR_WORKER_BUILD__);
