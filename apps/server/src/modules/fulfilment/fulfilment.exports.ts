import type { Delivery, deliveryListQuery, pickBillListQuery, shipBillListQuery } from '@spm/contracts';
import { LOGISTICS_STATUS_LABELS, LOGISTICS_STATUSES } from '@spm/domain';
import type { z } from 'zod';
import type { Principal } from '../../platform/access/principal';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport, statusRow } from '../../platform/excel/list-export';
import {
  dealerCodeColumn,
  dealerOrderNoColumn,
  lineCountColumn,
} from '../../platform/excel/reference-columns';
import {
  type ColumnDef,
  dateColumn,
  defineExportSheet,
  definePageExportSheet,
  intColumn,
  labelledColumn,
  moneyColumn,
  textColumn,
} from '../../platform/excel/sheet';
import { deliveryScope, listDeliveries, shipBillWarehouseScope } from './deliveries.service';
import { listPickBills } from './pick-bills.queries';

const shipBillColumns = [
  textColumn('shipBillNo', '发运单号', 'Ship bill no', 18),
  dealerOrderNoColumn(),
  textColumn('orderType', '订单类型', 'Order type', 10),
  dealerCodeColumn(12),
  textColumn('sendingWarehouseCode', '发货仓库', 'Sending warehouse'),
  dateColumn('shipDate', '发运日期', 'Ship date'),
  textColumn('transportType', '运输方式', 'Transport', 10),
  textColumn('carrier', '承运商', 'Carrier', 16),
  intColumn('deliveryQty', '发货数量', 'Delivery qty'),
  intColumn('receivedQty', '实收数量', 'Received qty'),
  moneyColumn('amount', '金额', 'Amount', 14),
  {
    key: 'status',
    headerZh: '状态',
    headerEn: 'Status',
    type: 'enum',
    enumValues: [
      { value: '0', zh: '未确认', en: 'Unconfirmed' },
      { value: '1', zh: '已确认', en: 'Confirmed' },
    ],
  },
  dateColumn('receiveDate', '到货日期', 'Receive date'),
  textColumn('containerNo', '集装箱或车辆号', 'Container / vehicle no', 16),
  labelledColumn(
    'logisticsStatus',
    '物流确认状态',
    'Logistics status',
    LOGISTICS_STATUSES,
    LOGISTICS_STATUS_LABELS,
    14,
  ),
] as const satisfies readonly ColumnDef[];

/** A ship bill as an export row (status columns show their labels in the caller's language). */
const shipBillRow = ({ lines: _, ...d }: Delivery) => ({
  ...d,
  status: String(d.status),
  logisticsStatus: String(d.logisticsStatus),
});

/** The warehouse's pick bill list export (`GET /api/v1/warehouse/pick-bills/export`): the list's filters and warehouse. */
export const pickBillExport: ExportDef<z.output<typeof pickBillListQuery>> = sheetExport(
  definePageExportSheet('pickBill', 'pickBills', [
    textColumn('pickBillNo', '拣货单号', 'Pick bill no', 16),
    textColumn('warehouseCode', '仓库代码', 'Warehouse', 10),
    {
      key: 'status',
      headerZh: '状态',
      headerEn: 'Status',
      type: 'enum',
      enumValues: [
        { value: '0', zh: '已创建', en: 'Created' },
        { value: '1', zh: '已确认', en: 'Confirmed' },
      ],
    },
    textColumn('createdAt', '创建时间', 'Created at', 22),
    textColumn('confirmedAt', '确认时间', 'Confirmed at', 22),
    lineCountColumn(),
    intColumn('totalQty', '拣货数量', 'Qty to pick'),
    intColumn('pickedQty', '实拣数量', 'Picked qty'),
    intColumn('boxedQty', '已装箱数量', 'Boxed qty'),
    textColumn('dealerOrderNos', '订单号', 'Dealer order nos', 30),
    textColumn('dealerCodes', '经销商代码', 'Dealer codes', 20),
  ]),
  pagedRows(listPickBills, statusRow),
);

/** The rows of a ship bill list in `scope` (warehouse or dealer). */
const shipBillRows = (scopeOf: (principal: Principal) => ReturnType<typeof deliveryScope>) =>
  pagedRows(
    (db, principal, query: z.output<typeof shipBillListQuery> | z.output<typeof deliveryListQuery>) =>
      listDeliveries(db, scopeOf(principal), query),
    shipBillRow,
  );

/** The warehouse's ship bill list export (`GET /api/v1/warehouse/ship-bills/export`): one row a ship bill. */
export const shipBillExport: ExportDef<z.output<typeof shipBillListQuery>> = sheetExport(
  definePageExportSheet('shipBill', 'shipBills', shipBillColumns),
  shipBillRows(shipBillWarehouseScope),
);

/** The dealer's delivery list export (`GET /api/v1/deliveries/export`): one row a ship bill sent to the dealer. */
export const deliveryExport: ExportDef<z.output<typeof deliveryListQuery>> = sheetExport(
  defineExportSheet({
    key: 'deliveries',
    page: 'confirmDelivery',
    titleZh: '到货确认',
    titleEn: 'Deliveries',
    columns: shipBillColumns,
  }),
  shipBillRows(deliveryScope),
);
