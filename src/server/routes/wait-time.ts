import type { App, AppContext } from '../context.js';

export function waitTimeRoutes(_app: App, _ctx: AppContext): void {}
