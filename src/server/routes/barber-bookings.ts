import type { App, AppContext } from '../context.js';

export function barberBookingRoutes(_app: App, _ctx: AppContext): void {}
