import { createHash } from 'node:crypto';
import type pg from 'pg';

/*
 * Every statement that plans runs as a named prepared statement (docs/decisions/0019-shops.md,
 * "Prepared statements"): PostgreSQL parses it once per connection, and plans it once when its
 * plan does not depend on the values. The name is the text's hash, so one text is one statement on
 * every connection, and node-postgres parses it on a connection only the first time.
 */

/** Texts named so far. Past this many, a new text runs unnamed, so no connection holds more statements than this. */
const NAMES_KEPT = 1000;
const names = new Map<string, string>();

/** Only one statement that plans: not transaction control, not a session setting, not a script of several. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b[^;]*$/i;
/** A list of values (`in ($1, $2, …)`) makes a text per length: such texts run unnamed, so they cannot crowd out the rest. */
const VALUE_LIST = /\bin \(\$\d+, \$/i;

const hashName = (text: string) => `chair_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;

/** The name a statement text runs under, or undefined to run it unnamed. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= NAMES_KEPT || !PREPARABLE.test(text) || VALUE_LIST.test(text)) return undefined;
  const name = hashName(text);
  names.set(text, name);
  return name;
}

/**
 * SQLSTATEs of a named statement the server no longer runs as it was parsed: its plan's result
 * changed type (a migration altered a column while running) or the server dropped it. The
 * connection keeps the name as parsed, so the text takes a new name, parsed afresh on every
 * connection at its next run; only the run that met the error fails.
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

function renamed(text: string): void {
  if (names.has(text)) names.set(text, hashName(`${text}\0${String(Date.now())}`));
}

interface QueryConfigLike {
  text: string;
  name?: string;
}

function isConfig(value: unknown): value is QueryConfigLike {
  // A Submittable (a cursor, a stream) runs its own way.
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'text') === 'string' && !('submit' in value);
}

/** The query as node-postgres takes it, named unless it is named already. */
function named(config: unknown): unknown {
  if (typeof config === 'string') {
    const name = statementName(config);
    return name === undefined ? config : { text: config, name };
  }
  if (!isConfig(config) || config.name !== undefined) return config;
  const name = statementName(config.text);
  return name === undefined ? config : { ...config, name };
}

/** Makes `client` run its statements as named prepared statements. */
export function prepareStatements(client: pg.Client): void {
  // The class's own query, looked up at each call as a plain client would.
  const own = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  Object.defineProperty(client, 'query', {
    configurable: true,
    writable: true,
    value: (config: unknown, ...rest: unknown[]) => {
      const query = named(config);
      const result = own.query.call(client, query, ...rest);
      if (!(result instanceof Promise) || !isConfig(query) || query.name === undefined) return result;
      const { text } = query;
      return result.catch((error: unknown) => {
        if (STALE_STATEMENT.has(String(Reflect.get(Object(error), 'code')))) renamed(text);
        throw error;
      });
    },
  });
}
