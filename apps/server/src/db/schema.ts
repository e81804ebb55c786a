/**
 * Every table, for drizzle-kit (migrations are generated from this file). Each module adds its
 * `<domain>.tables.ts` here.
 */
export * from '../platform/db/platform.tables';
