import type { App, AppContext } from '../context.js';

export function shopSettingsRoutes(_app: App, _ctx: AppContext): void {}
