import type { App, AppContext } from '../context.js';

export function barberRoutes(_app: App, _ctx: AppContext): void {}
