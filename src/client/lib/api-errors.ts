import type { ApiError as ApiErrorBody, WalkInAlternatives } from '../../shared/schemas/common.js';
import { errorTexts } from './texts-errors.js';

/**
 * The text for a network failure (docs/product/api.md#conventions) (fetch itself failed: offline, DNS, server down). Errors'
 * own messages stay English, as the server's do; screens show them through `useErrorText()`.
 */
export const NETWORK_ERROR_TEXT = errorTexts.en.network;

/** A non-ok answer from the API, with the server's error code, message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, e.g. 409. */
  readonly status: number;
  /** The server's stable error code (`error` in the body), e.g. 'SLOT_TAKEN'; undefined for a non-JSON answer. */
  readonly code: string | undefined;
  /** The server's message for people, when the body had one. */
  readonly serverMessage: string | undefined;
  /** Validation messages by field name (400 VALIDATION_ERROR). */
  readonly fields: Readonly<Record<string, string>>;
  /** Set with PHONE_HAS_ACTIVE_BOOKING: the booking that phone already has. */
  readonly activeBookingId: number | undefined;
  /** Set with LAST_CALL: who else can take the walk-in today, and the barber's next free slots. */
  readonly alternatives: WalkInAlternatives | undefined;
  /** Set with QUEUE_NOT_OPEN: the instant walk-ins may join. */
  readonly queueOpensAt: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    const body = readErrorBody(bodyText);
    super(errorText(status, statusText, bodyText, body));
    this.status = status;
    this.code = body?.error;
    this.serverMessage = body?.message;
    this.fields = body?.fields ?? {};
    this.activeBookingId = body?.activeBookingId;
    this.alternatives = body?.alternatives;
    this.queueOpensAt = body?.queueOpensAt;
  }
}

/** fetch itself failed: there is no answer to read. Its message is the client's own (docs/product/api.md#conventions). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause?: unknown) {
    super(NETWORK_ERROR_TEXT, { cause });
  }
}

/**
 * An answer the contract does not allow (src/shared/contract): the server and this client disagree
 * about an endpoint. Its message names the endpoint and each field that did not fit.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';

  constructor(endpoint: string, cause: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
    const fields = cause.issues.map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`);
    super(`${endpoint} answered what the contract does not allow: ${fields.join('; ')}`, { cause });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);

/** The `alternatives` of a LAST_CALL answer, when it has the shared `walkInAlternativesSchema` shape. */
export function isWalkInAlternatives(value: unknown): value is WalkInAlternatives {
  if (!isRecord(value) || !Array.isArray(value.barbers) || !Array.isArray(value.slots)) return false;
  const barbers = value.barbers.every(
    (barber) =>
      isRecord(barber) && isInteger(barber.barberId) && isString(barber.name) && isString(barber.expectedStartTime) && isString(barber.expectedTime),
  );
  const slots = value.slots.every(
    (slot) => isRecord(slot) && isInteger(slot.barberId) && isString(slot.date) && isString(slot.time) && isString(slot.start),
  );
  return barbers && slots;
}

/**
 * The server's error body ({error, message, fields?, activeBookingId?, alternatives?}) or null when the text is
 * something else (a proxy's HTML page, an empty body). Checked by hand to keep zod out of the
 * first page's bundle; the shape is the shared `errorSchema`.
 */
export function readErrorBody(text: string): ApiErrorBody | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || typeof json.error !== 'string' || typeof json.message !== 'string') return null;
  const body: ApiErrorBody = { error: json.error, message: json.message };
  if (isRecord(json.fields)) {
    body.fields = Object.fromEntries(
      Object.entries(json.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  if (typeof json.activeBookingId === 'number') body.activeBookingId = json.activeBookingId;
  if (isWalkInAlternatives(json.alternatives)) body.alternatives = json.alternatives;
  if (typeof json.queueOpensAt === 'string' && Number.isFinite(Date.parse(json.queueOpensAt))) body.queueOpensAt = json.queueOpensAt;
  return body;
}

const MAX_BODY_TEXT = 200;

/**
 * docs/product/api.md#error-catalogue: '{status}: {body text or status text}'. For the API's JSON errors the body's message is
 * the readable part of the body, so that is what follows the status.
 */
export function errorText(status: number, statusText: string, bodyText: string, body: ApiErrorBody | null): string {
  const text = body?.message ?? bodyText.trim().slice(0, MAX_BODY_TEXT);
  return `${status}: ${text || statusText || errorTexts.en.requestFailed}`;
}

/** What to tell a person about a failed call: the server's message, the network text, or the fallback. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.serverMessage && error.status < 500) return error.serverMessage;
  return fallback;
}

/** True for an ApiError with one of the given server codes. */
export function hasErrorCode(error: unknown, ...codes: readonly string[]): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}

/**
 * Shows the server's message for each field it refused (a 400's `fields`) at that field, for the
 * fields the form has; anything else is left to the screen's own error text.
 */
export function showFieldErrors<F extends string>(error: unknown, fields: readonly F[], setError: (field: F, error: { message: string }) => void): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    const known = fields.find((name) => name === field);
    if (known) setError(known, { message });
  }
}
