import { boardEndpoints } from '../../shared/contract/board.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import { shopBoard } from '../services/board.js';

const renderBoard = serializerFor(boardEndpoints.get.responses[200]);

/** The shop's TV board (docs/product/architecture.md#reach): public, token numbers only. */
export function boardRoutes(app: App): void {
  shopRoute(app, boardEndpoints.get, {}, async (_request, reply, ctx) => {
    // A wall screen per shop polls this and refetches on every booking change: rendered once per change and second.
    const body = await ctx.answers.get('board', async () => Buffer.from(renderBoard(await shopBoard(ctx))));
    return sendRendered(reply, body);
  });
}
