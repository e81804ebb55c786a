import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { dealers } from '../../platform/db/platform.tables';
import { areaManagerRegions, subsidyApplications } from './accident-cars.tables';

/** Is the caller an area manager whose view is limited to the dealers of its regions? */
const isAreaLimited = (principal: Principal) =>
  principal.roles.includes('areaManager') && !principal.roles.includes('admin');

/**
 * Data scope of subsidy applications (ARCHITECTURE §3 "Access"; spec §6): a dealer sees its own, an area
 * manager those of the dealers of its sales regions (`area_manager_regions`; none → nothing), other
 * head office all; anyone else nothing. Outside it an application answers 404 like a missing one.
 */
export async function subsidyScope(db: DbOrTx, principal: Principal): Promise<SQL> {
  if (principal.scope.kind === 'all' && isAreaLimited(principal)) {
    const regions = (
      await db
        .select({ region: areaManagerRegions.region })
        .from(areaManagerRegions)
        .where(eq(areaManagerRegions.userId, principal.userId))
    ).map((r) => r.region);
    if (regions.length === 0) return sql`false`;
    return inArray(
      subsidyApplications.dealerCode,
      db
        .select({ code: dealers.code })
        .from(dealers)
        .where(and(inArray(dealers.region, regions))),
    );
  }
  return dealerDocumentScope(principal, subsidyApplications.dealerCode);
}
