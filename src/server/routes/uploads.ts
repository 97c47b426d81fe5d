import type { App, AppContext } from '../context.js';

export function uploadRoutes(_app: App, _ctx: AppContext): void {}
