import type { App, AppContext } from '../context.js';

export function authRoutes(_app: App, _ctx: AppContext): void {}
