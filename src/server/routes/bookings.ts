import type { App, AppContext } from '../context.js';

export function bookingRoutes(_app: App, _ctx: AppContext): void {}
