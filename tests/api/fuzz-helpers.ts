import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/app.js';

/** The part of JSON Schema the OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
}

/** A plausible value for a schema, so that a probe changes one field and the rest look ordinary. */
export function sampleOf(schema: JsonSchema): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice.find((option) => option.type !== 'null') ?? {});
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sampleOf(inner)]));
    case 'array':
      return [sampleOf(schema.items ?? {})];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return 'x';
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date-time') return '2026-11-21T10:30:00+05:30';
  const pattern = schema.pattern ?? '';
  if (pattern.includes('[0-5]')) return '10:30';
  if (pattern.includes('\\d{4}-')) return '2026-11-22';
  if (pattern.includes('\\d') || schema.minLength === 10) return '9876543210';
  return 'Ravi Kumar';
}

/**
 * Undoes what an accepted probe may have changed that would hide later findings: a closed shop,
 * unavailable barbers, spent rate limits.
 */
export async function clearFuzzDamage(t: TestApp): Promise<void> {
  await t.ctx.db.execute(sql`update shop_settings set is_open = true`);
  await t.ctx.db.execute(sql`update barbers set is_available = true`);
  await t.ctx.db.execute(sql`delete from rate_limits`);
  t.ctx.store.clear();
}
