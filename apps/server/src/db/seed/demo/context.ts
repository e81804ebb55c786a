import type { Db } from '../../../platform/db/client';

/**
 * What every demo seeder gets: the database, the clock (seeded dates follow it) and the business time
 * zone (`BUSINESS_TZ`) its business dates and document numbers are in.
 */
export interface DemoSeedContext {
  db: Db;
  now: () => Date;
  businessTz: string;
}
