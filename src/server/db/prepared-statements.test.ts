import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isActive } from '../data/bookings.js';
import { bookings } from './schema.js';
import { statementName } from './prepared-statements.js';

describe('statementName', () => {
  it('names one text the same way every time, and two texts apart', () => {
    const text = 'select "id" from "barbers" where "barbers"."id" = $1';
    expect(statementName(text)).toMatch(/^chair_[\w-]{24}$/);
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(`${text} for update`)).not.toBe(statementName(text));
  });

  it('leaves unnamed what does not plan, and a script of several statements', () => {
    expect(statementName('begin')).toBeUndefined();
    expect(statementName('commit')).toBeUndefined();
    expect(statementName("set local role chair_app")).toBeUndefined();
    expect(statementName('select 1; select 2')).toBeUndefined();
    expect(statementName('  with x as (select 1) select * from x')).toBeDefined();
  });

  it('leaves unnamed a text with a list of values, which makes a text per length', () => {
    expect(statementName('select "id" from "users" where "users"."id" in ($1, $2, $3)')).toBeUndefined();
    expect(statementName('select "id" from "users" where "users"."id" in ($1)')).toBeDefined();
  });
});

describe('the active bookings of a barber', () => {
  it('are read by a named statement: the active statuses are written into its text', () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`select ${bookings.id} from ${bookings} where ${and(eq(bookings.barberId, 7), isActive)}`);
    expect(text).toContain(`in ('waiting', 'serving')`);
    expect(params).toEqual([7]);
    expect(statementName(text)).toBeDefined();
  });
});
