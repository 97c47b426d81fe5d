import type { App, AppContext } from '../context.js';

export function serviceRoutes(_app: App, _ctx: AppContext): void {}
