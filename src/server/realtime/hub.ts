import type { App, AppContext } from '../context.js';

export async function startRealtime(_app: App, _ctx: AppContext): Promise<void> {}
