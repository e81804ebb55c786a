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
  labelledColumn,
} from '../../platform/excel/sheet';
import { deliveryScope, listDeliveries, shipBillWarehouseScope } from './deliveries.service';
import { listPickBills } from './pick-bills.queries';

const shipBillColumns = [
  { key: 'shipBillNo', headerZh: '发运单号', headerEn: 'Ship bill no', type: 'string', width: 18 },
  dealerOrderNoColumn(),
  { key: 'orderType', headerZh: '订单类型', headerEn: 'Order type', type: 'string', width: 10 },
  dealerCodeColumn(12),
  { key: 'sendingWarehouseCode', headerZh: '发货仓库', headerEn: 'Sending warehouse', type: 'string' },
  dateColumn('shipDate', '发运日期', 'Ship date'),
  { key: 'transportType', headerZh: '运输方式', headerEn: 'Transport', type: 'string', width: 10 },
  { key: 'carrier', headerZh: '承运商', headerEn: 'Carrier', type: 'string', width: 16 },
  { key: 'deliveryQty', headerZh: '发货数量', headerEn: 'Delivery qty', type: 'int' },
  { key: 'receivedQty', headerZh: '实收数量', headerEn: 'Received qty', type: 'int' },
  { key: 'amount', headerZh: '金额', headerEn: 'Amount', type: 'money', width: 14 },
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
  {
    key: 'containerNo',
    headerZh: '集装箱或车辆号',
    headerEn: 'Container / vehicle no',
    type: 'string',
    width: 16,
  },
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
    { key: 'pickBillNo', headerZh: '拣货单号', headerEn: 'Pick bill no', type: 'string', width: 16 },
    { key: 'warehouseCode', headerZh: '仓库代码', headerEn: 'Warehouse', type: 'string', width: 10 },
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
    { key: 'createdAt', headerZh: '创建时间', headerEn: 'Created at', type: 'string', width: 22 },
    { key: 'confirmedAt', headerZh: '确认时间', headerEn: 'Confirmed at', type: 'string', width: 22 },
    lineCountColumn(),
    { key: 'totalQty', headerZh: '拣货数量', headerEn: 'Qty to pick', type: 'int' },
    { key: 'pickedQty', headerZh: '实拣数量', headerEn: 'Picked qty', type: 'int' },
    { key: 'boxedQty', headerZh: '已装箱数量', headerEn: 'Boxed qty', type: 'int' },
    { key: 'dealerOrderNos', headerZh: '订单号', headerEn: 'Dealer order nos', type: 'string', width: 30 },
    { key: 'dealerCodes', headerZh: '经销商代码', headerEn: 'Dealer codes', type: 'string', width: 20 },
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
