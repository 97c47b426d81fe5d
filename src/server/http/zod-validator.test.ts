import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodValidatorCompiler } from './zod-validator.js';

const compile = (schema: z.ZodType, httpPart: string) => zodValidatorCompiler({ schema, method: 'GET', url: '/x', httpPart });

describe('zod validator', () => {
  const query = z.object({ page: z.coerce.number().int().default(1), admin: z.enum(['true', 'false']).optional() });

  it('answers an empty query with its parsed defaults, a fresh object each time', () => {
    const validate = compile(query, 'querystring');
    const first = validate({}) as { value: Record<string, unknown> };
    expect(first.value).toEqual({ page: 1 });
    first.value.page = 99; // a handler that changed its query must not change the next request's
    const second = validate({}) as { value: Record<string, unknown> };
    expect(second.value).toEqual({ page: 1 });
    expect(second.value).not.toBe(first.value);
  });

  it('still parses and refuses a query that has fields', () => {
    const validate = compile(query, 'querystring');
    expect(validate({ page: '3' })).toEqual({ value: { page: 3 } });
    expect(validate({ admin: 'yes' })).toHaveProperty('error');
  });

  it('refuses an empty query when the schema requires a field, every time', () => {
    const validate = compile(z.object({ date: z.string() }), 'querystring');
    expect(validate({})).toHaveProperty('error');
    expect(validate({})).toHaveProperty('error');
  });

  it('leaves bodies and parameters to zod on every request', () => {
    const validate = compile(z.object({ name: z.string().default('x') }), 'body');
    expect(validate({})).toEqual({ value: { name: 'x' } });
  });
});
