import type { Db } from '../../../platform/db/client';

/** What every demo seeder gets: the database and the clock (seeded dates follow it). */
export interface DemoSeedContext {
  db: Db;
  now: () => Date;
}
