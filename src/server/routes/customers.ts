import type { App, AppContext } from '../context.js';

export function customerRoutes(_app: App, _ctx: AppContext): void {}
