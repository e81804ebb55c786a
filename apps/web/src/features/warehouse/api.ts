import { warehouseEndpoints as endpoints, type ShipBillInput } from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { download } from '../../app/api/transfer';
import { listSource } from '../../shared/list-source';

/** Query keys of the warehouse screens (the current warehouse is in the token; switching reloads the page). */
export const warehouseKeys = {
  orders: (stage: 'release' | 'pick') => ['warehouse', 'orders', stage] as const,
  pickBills: ['warehouse', 'pick-bills'] as const,
  pickBill: (id: number) => ['warehouse', 'pick-bills', id] as const,
  boxes: ['warehouse', 'ship-boxes'] as const,
  shipBills: ['warehouse', 'ship-bills'] as const,
};

export const fetchWarehouseOrders = (stage: 'release' | 'pick', params: Query) =>
  call(endpoints.orders, { query: { ...params, stage } });

export const releaseOrders = (dealerOrderIds: number[]) =>
  call(endpoints.release, { body: { dealerOrderIds } });

export const fetchPickBills = (params: Query) => call(endpoints.pickBills, { query: params });
export const fetchPickBill = (id: number) => call(endpoints.pickBill, { params: { id } });
export const createPickBill = (dealerOrderIds: number[]) =>
  call(endpoints.createPickBill, { body: { dealerOrderIds } }, { idempotencyKey: true });
export const confirmPickBill = (id: number, lines: { id: number; pickedQty: number }[]) =>
  call(
    endpoints.confirmPickBill,
    { params: { id }, body: { lines } },
    { idempotencyKey: true, silent: true },
  );

export const fetchShipBoxes = (params: Query) => call(endpoints.shipBoxes, { query: params });
export const createShipBoxes = (
  pickBillId: number,
  boxes: { lines: { pickBillLineId: number; qty: number }[] }[],
) => call(endpoints.createShipBoxes, { body: { pickBillId, boxes } }, { idempotencyKey: true });

export const fetchShipBills = (params: Query) => call(endpoints.shipBills, { query: params });
export const createShipBill = (body: {
  boxIds: number[];
  transportType?: string;
  carrier?: string;
  containerNo?: string;
}) => call(endpoints.createShipBill, { body: body as ShipBillInput }, { idempotencyKey: true });
/** The next logistics step of a ship bill (1 handed to the carrier with `containerNo`, 2 delivered). */
export const confirmLogistics = (id: number, body: { status: number; containerNo?: string }) =>
  call(endpoints.confirmLogistics, { params: { id }, body }, { idempotencyKey: true });

/** Print paths of the warehouse documents (`GET …?copies=n`, a PDF). */
export const printPaths = {
  pickBill: (id: number) => urlOf(endpoints.printPickBill, { params: { id } }).path,
  boxLabel: (id: number) => urlOf(endpoints.printBoxLabel, { params: { id } }).path,
  shipBill: (id: number) => urlOf(endpoints.printShipBill, { params: { id } }).path,
};

/** Paths of the list exports (.xlsx; the list's filters go in the query string). */
export const exportPaths = {
  releaseQueue: urlOf(endpoints.exportReleaseQueue.file, {}).path,
  shipBoxes: urlOf(endpoints.exportShipBoxes.file, {}).path,
  toBox: urlOf(endpoints.exportToBox.file, {}).path,
  pickBills: urlOf(endpoints.exportPickBills.file, {}).path,
  shipBills: urlOf(endpoints.exportShipBills.file, {}).path,
};

/** Downloads a print PDF (`copies` 1-5000) under the server's file name. */
export const printPdf = (path: string, copies: number) => download(path, { query: { copies } });

/** The lists of the feature's list pages (`ListPage` sources). */
export const warehouseLists = {
  releaseQueue: listSource(
    'warehouseRelease',
    warehouseKeys.orders('release'),
    (params) => fetchWarehouseOrders('release', params),
    { exportUrl: exportPaths.releaseQueue },
  ),
  pickOrders: listSource('pickBillOrders', warehouseKeys.orders('pick'), (params) =>
    fetchWarehouseOrders('pick', params),
  ),
  boxablePickBills: listSource(
    'boxing',
    [...warehouseKeys.pickBills, 'boxable'],
    (params) => fetchPickBills({ ...params, boxable: true }),
    { exportUrl: exportPaths.toBox, exportPermission: 'boxing:export' },
  ),
  unshippedBoxes: listSource('shipBillBoxes', [...warehouseKeys.boxes, 'unshipped'], (params) =>
    fetchShipBoxes({ ...params, shipped: false }),
  ),
  shipBoxes: listSource('boxingBoxes', warehouseKeys.boxes, fetchShipBoxes, {
    exportUrl: exportPaths.shipBoxes,
    exportPermission: 'boxing:export',
  }),
  shipBills: listSource('shipBill', warehouseKeys.shipBills, fetchShipBills, {
    exportUrl: exportPaths.shipBills,
  }),
  pickBills: listSource('pickBill', warehouseKeys.pickBills, fetchPickBills, {
    exportUrl: exportPaths.pickBills,
  }),
};
