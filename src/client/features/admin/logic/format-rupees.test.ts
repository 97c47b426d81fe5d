import { describe, expect, test } from 'vitest';
import { serviceCreateSchema } from '../../../../shared/schemas/service.js';
import { formatRupees, parsePriceInput } from './format-rupees.js';

describe('prices', () => {
  test('are whole rupees with Indian grouping', () => {
    expect(formatRupees(0, 'en')).toBe('₹0');
    expect(formatRupees(350, 'en')).toBe('₹350');
    expect(formatRupees(1500, 'en')).toBe('₹1,500');
    expect(formatRupees(100000, 'en')).toBe('₹1,00,000');
    expect(formatRupees(null, 'en')).toBeNull();
    expect(formatRupees(100000, 'hi')).toBe('₹1,00,000');
  });

  test('the input: blank is no price, text is left for the schema to refuse', () => {
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('  ')).toBeNull();
    expect(parsePriceInput(' 450 ')).toBe(450);
    expect(parsePriceInput(null)).toBeNull();
    const price = serviceCreateSchema.shape.price;
    expect(price.safeParse(parsePriceInput('abc')).error?.issues[0]?.message).toBe('Price must be a number of rupees');
    expect(price.safeParse(parsePriceInput('12.5')).error?.issues[0]?.message).toBe('Price must be whole rupees');
    expect(price.safeParse(parsePriceInput('-1')).error?.issues[0]?.message).toBe('Price cannot be negative');
  });
});
