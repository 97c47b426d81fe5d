import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { shopFormErrors } from './shop-form-errors.js';

const NAMES = ['slug', 'name', 'timeZone'] as const;

describe('shopFormErrors', () => {
  it('puts a taken slug beside the slug, and only there', () => {
    const taken = new ApiError(409, 'Conflict', JSON.stringify({ error: 'SHOP_SLUG_TAKEN', message: 'A shop with this address already exists' }));
    expect(shopFormErrors(taken, NAMES)).toEqual({ taken: true, fields: [['slug', 'A shop with this address already exists']] });
  });

  it('puts a 400’s messages beside the fields the form has, and drops the others', () => {
    const invalid = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({ error: 'VALIDATION_ERROR', message: 'Invalid input', fields: { name: 'Name is required', ownerUsername: 'Username is required' } }),
    );
    expect(shopFormErrors(invalid, NAMES)).toEqual({ taken: false, fields: [['name', 'Name is required']] });
  });

  it('leaves the fields alone for any other failure', () => {
    expect(shopFormErrors(new NetworkError(), NAMES)).toEqual({ taken: false, fields: [] });
    expect(shopFormErrors(new ApiError(409, 'Conflict', JSON.stringify({ error: 'SHOP_HAS_NO_OWNER', message: 'x' })), NAMES)).toEqual({ taken: false, fields: [] });
  });
});
