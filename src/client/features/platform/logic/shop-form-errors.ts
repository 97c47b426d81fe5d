import { ApiError } from '../../../lib/api-errors.js';

export interface ShopFormErrors<K extends string> {
  /** The slug is another shop's already: the whole fault, said beside the slug. */
  taken: boolean;
  /** The messages to show beside the form's own fields. */
  fields: [K, string][];
}

/**
 * The server's refusal of a new shop's or a new branch's form (docs/decisions/0021-platform-operator.md):
 * a taken slug (409 `SHOP_SLUG_TAKEN`) beside the slug, a 400's messages beside the fields the form
 * has. Anything else leaves the fields alone.
 */
export function shopFormErrors<K extends string>(error: unknown, names: readonly K[]): ShopFormErrors<K> {
  if (!(error instanceof ApiError)) return { taken: false, fields: [] };
  const slug = names.find((name) => name === 'slug');
  if (error.code === 'SHOP_SLUG_TAKEN' && slug !== undefined) {
    return { taken: true, fields: [[slug, error.serverMessage ?? error.message]] };
  }
  const fields = names.flatMap((name): [K, string][] => {
    const message = error.fields[name];
    return message === undefined ? [] : [[name, message]];
  });
  return { taken: false, fields };
}
