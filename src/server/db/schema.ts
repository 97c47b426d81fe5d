// The database schema, one file per aggregate (docs/product/data.md). drizzle.config.ts and every
// import read it from here.
export * from './schema-shops.js';
export * from './schema-shop.js';
export * from './schema-bookings.js';
export * from './schema-messages.js';
export * from './schema-inbound.js';
export * from './schema-money.js';
// Sign-in and server-wide tables.
export * from './schema-auth.js';
// Branches of one owner across shops.
export * from './schema-chains.js';
