/*
 * The platform's list of shops (docs/product/shop-list.md): its limits and its socket's path, kept
 * apart from its schemas (src/shared/schemas/shop-list.ts re-exports them) so that the list's page
 * uses them without loading a schema library (docs/product/architecture.md#the-web-client).
 */

/** A search is at most this many characters. */
export const SEARCH_MAX = 60;

/** At most this many shops in one answer: a search narrows the rest. */
export const SHOP_LIST_MAX = 50;

/** Where the list's socket is, on the platform's own host. */
export const SHOP_LIST_SOCKET_PATH = '/ws/shops';
