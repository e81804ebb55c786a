import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertFlowParts, maintenancePackage, setCredit } from '../../../test/builders';
import { client, clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { clientRefusedOf } from '../../../test/refusals';
import { creditOf } from '../../../test/state';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';

const PACKAGE = maintenancePackage('PKG-T-001');

/**
 * DFS parts packages through the API (spec §2 `/partsPackageInquiry/index`): head office defines a
 * package, it is ordered as a DFS order carrying the package id at the package prices; the package and
 * DFS rules broken.
 */
describe('parts packages: define, query and order as a DFS order', () => {
  const t = useTestApp(['hq', 'dealer'], {
    setup: async (t) => {
      await insertFlowParts(t);
      await setCredit(t, 'D0059', '10000.00', '0.00', '0.00');
    },
  });
  const { tokens } = t;
  const hq = clientOf(t, 'hq');
  const refused = clientRefusedOf(t);
  let packageId: number;

  it('head office defines a package; validity, repeated parts and a taken code are refused', async () => {
    const broken: [Partial<typeof PACKAGE>, number, string][] = [
      [{ validTo: '2026-10-01' }, 400, 'DATE_RANGE_INVALID'],
      [{ lines: [PACKAGE.lines[0], PACKAGE.lines[0]] }, 422, 'PARTS_PACKAGE_DUPLICATE_PART'],
    ];
    for (const [change, status, code] of broken) {
      await refused('hq', status, code).post('/api/v1/parts-packages', { ...PACKAGE, ...change });
    }
    const created = await hq.post('/api/v1/parts-packages', PACKAGE);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ packagePrice: '225.00', lines: [{ qty: 2 }, { qty: 4 }] });
    packageId = created.body.data.id;
    await refused('hq', 409, 'PARTS_PACKAGE_CODE_EXISTS').post('/api/v1/parts-packages', PACKAGE);
    const listed = await client(t, tokens.dealer).get('/api/v1/parts-packages?validOn=2026-11-21');
    expect(listed.body.data.items.map((p: { id: number }) => p.id)).toContain(packageId);
  });

  it('the DFS rules of dealer orders apply to a package order', async () => {
    const order = { dealerCode: 'D0059', orderWarehouseCode: 'W01', dfsPurchaseCode: 'DFS-77' };
    const broken: [Partial<typeof order>, string][] = [
      [{ dfsPurchaseCode: '' }, 'DFS_PURCHASE_CODE_REQUIRED'],
      [{ dealerCode: 'D0001' }, 'DFS_DEALER_TYPE_INVALID'],
      [{ orderWarehouseCode: 'W02' }, 'DFS_WAREHOUSE_INVALID'],
    ];
    for (const [change, code] of broken) {
      await refused('hq', 422, code).post(`/api/v1/parts-packages/${packageId}/orders`, {
        ...order,
        ...change,
      });
    }
    const placed = await hq.post(`/api/v1/parts-packages/${packageId}/orders`, order);
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.amount).toBe('225.00');
    const [row] = await t.ctx.db
      .select({
        orderType: dealerOrders.orderType,
        partsPackageId: dealerOrders.partsPackageId,
        status: dealerOrders.status,
      })
      .from(dealerOrders)
      .where(eq(dealerOrders.id, placed.body.data.orderId));
    expect(row).toEqual({ orderType: 'DFS', partsPackageId: packageId, status: 3 });
    const lines = await t.ctx.db
      .select({
        partCode: dealerOrderLines.partCode,
        qty: dealerOrderLines.qty,
        price: dealerOrderLines.price,
      })
      .from(dealerOrderLines)
      .where(eq(dealerOrderLines.orderId, placed.body.data.orderId))
      .orderBy(dealerOrderLines.lineNo);
    expect(lines).toEqual(PACKAGE.lines);
    expect((await creditOf(t, 'D0059')).submittedNotSettled).toBe('225.00');
  });

  it('a package is ordered only within its validity; a dealer orders only for itself', async () => {
    await refused('dealer', 403, 'FORBIDDEN').post(`/api/v1/parts-packages/${packageId}/orders`, {
      dealerCode: 'D0059',
      orderWarehouseCode: 'W01',
      dfsPurchaseCode: 'DFS-78',
    });
    const later = await hq.post('/api/v1/parts-packages', {
      ...PACKAGE,
      packageCode: 'PKG-T-002',
      validFrom: '2027-01-01',
      validTo: '2027-03-31',
    });
    expect(later.statusCode, JSON.stringify(later.body)).toBe(200);
    await refused('hq', 409, 'PARTS_PACKAGE_NOT_VALID').post(
      `/api/v1/parts-packages/${later.body.data.id}/orders`,
      { dealerCode: 'D0059', orderWarehouseCode: 'W01', dfsPurchaseCode: 'DFS-79' },
    );
  });
});
