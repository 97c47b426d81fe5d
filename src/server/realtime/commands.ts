import type { ClientCommand, CommandResult } from '../../shared/events.js';
import { clientCommandSchema } from '../../shared/schemas/events.js';
import { permits } from '../auth/authorize.js';
import { loadPrincipal, type Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { AppError, answerToDatabaseError } from '../http/errors.js';
import { adjustBookingTime, updateBookingStatus } from '../services/booking-status.js';
import { loggableError } from '../log.js';

/** Who opened a socket: the principal at the upgrade and the session token to check it again. */
export interface SocketSession {
  opener: Principal | null;
  sessionToken: string | undefined;
}

/** What a result can say about a message before it is known to be a valid command. */
function identify(json: unknown): Pick<CommandResult, 'command' | 'bookingId'> {
  const raw = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const command = raw.type === 'updateBookingStatus' || raw.type === 'updateRemainingTime' ? raw.type : null;
  const bookingId = typeof raw.bookingId === 'number' && Number.isInteger(raw.bookingId) ? raw.bookingId : null;
  return { command, bookingId };
}

function failure(about: Pick<CommandResult, 'command' | 'bookingId'>, error: string, message: string): CommandResult {
  return { type: 'commandResult', ...about, ok: false, error, message };
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Runs a command; a status change answers the seq that undoes it. */
async function execute(ctx: AppContext, principal: Principal, command: ClientCommand): Promise<{ undoSeq?: number }> {
  if (command.type === 'updateBookingStatus') {
    const { undoSeq } = await updateBookingStatus(ctx, principal, command.bookingId, command.data);
    return undoSeq === undefined ? {} : { undoSeq };
  }
  await adjustBookingTime(ctx, principal, command.bookingId, command.adjustment);
  return {};
}

/**
 * Runs one dashboard command from a socket (docs/product/architecture.md#live-updates): only on a socket opened with a staff
 * session, through the same service functions and checks as the HTTP routes.
 */
export async function runCommand(ctx: AppContext, session: SocketSession, text: string): Promise<CommandResult> {
  const json = readJson(text);
  const about = identify(json);
  if (!permits(session.opener, 'live-command:send')) return failure(about, 'FORBIDDEN', 'Only staff may send commands');
  const parsed = clientCommandSchema.safeParse(json);
  if (!parsed.success) {
    return failure(about, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid input');
  }
  const command = parsed.data;
  const known = { command: command.type, bookingId: command.bookingId };
  try {
    // The session may have ended since the socket opened (logout, barber deleted): check it again.
    const principal = session.sessionToken ? await loadPrincipal(ctx.db, ctx.shopId, session.sessionToken, ctx.clock()) : null;
    if (!principal || !permits(principal, 'live-command:send')) return failure(known, 'UNAUTHORIZED', 'Please log in');
    const answer = await execute(ctx, principal, command);
    return { type: 'commandResult', ...known, ok: true, ...answer };
  } catch (error) {
    const answer = answerToDatabaseError(error) ?? error;
    if (answer instanceof AppError) {
      if (answer.statusCode >= 500) ctx.log.error({ err: loggableError(error) }, 'websocket command failed: the database cannot do its work now');
      return failure(known, answer.code, answer.message);
    }
    ctx.log.error({ err: loggableError(error) }, 'websocket command failed');
    return failure(known, 'INTERNAL', 'Something went wrong. Please try again.');
  }
}
