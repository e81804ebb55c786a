import { WAREHOUSE_TRANSFER_STATUSES } from '@spm/domain';
import { z } from 'zod';
import { idParam, optionalText, pageQuery, version } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints } from '../excel.js';
import {
  auditInput,
  code20,
  codeOf,
  crud,
  lines,
  partCode,
  positiveQty,
  tags,
  versionInput,
  warehouseDocHistory,
} from './shared.js';

export const warehouseTransferListQuery = pageQuery.extend({
  transferNo: optionalText(20),
  status: codeOf(WAREHOUSE_TRANSFER_STATUSES).optional(),
  fromWarehouseCode: optionalText(20),
  toWarehouseCode: optionalText(20),
});
export type TransferListQuery = z.infer<typeof warehouseTransferListQuery>;
export const warehouseTransferItem = z.object({
  id: z.number().int(),
  transferNo: z.string(),
  fromWarehouseCode: z.string(),
  toWarehouseCode: z.string(),
  status: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  totalQty: z.number().int(),
  inTransitQty: z.number().int(),
  version: z.number().int(),
});
export type WarehouseTransferItem = z.infer<typeof warehouseTransferItem>;
export const warehouseTransferDetail = warehouseTransferItem.extend({
  remark: z.string().nullable(),
  receiptId: z.number().int().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      qty: z.number().int(),
      shippedQty: z.number().int(),
      receivedQty: z.number().int(),
      inTransitQty: z.number().int(),
    }),
  ),
  history: z.array(warehouseDocHistory),
});
export type WarehouseTransferDetail = z.infer<typeof warehouseTransferDetail>;
export const transferInput = z.strictObject({
  fromWarehouseCode: code20,
  toWarehouseCode: code20,
  remark: optionalText(200),
  lines: lines(z.strictObject({ partCode, qty: positiveQty })),
});
export type TransferInput = z.infer<typeof transferInput>;
export const transferUpdate = transferInput.omit({ fromWarehouseCode: true }).extend({ version });
export type TransferUpdate = z.infer<typeof transferUpdate>;
export type WarehouseAuditInput = z.infer<typeof auditInput>;

/** `/api/v1/warehouse/transfers`: transfer requests between warehouses (allocate apply). */
export const transferEndpoints = {
  ...crud(
    '/api/v1/warehouse/transfers',
    'Transfer requests',
    warehouseTransferListQuery,
    warehouseTransferItem,
    warehouseTransferDetail,
  ),
  export: exportEndpoints({
    path: '/api/v1/warehouse/transfers/export',
    query: warehouseTransferListQuery,
    summary: 'Export transfer requests',
    tags,
  }),
  /**
   * Unaudited request from one of the caller's warehouses. TRANSFER_SAME_WAREHOUSE; per line
   * PART_NOT_RESPONSIBLE (head office, master data's part responsibility) or TRANSFER_NOT_RESPONSIBLE
   * (warehouse staff, the part's responsible person), spec §6.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/transfers',
    summary: 'Request a transfer',
    tags,
    body: transferInput,
    response: warehouseTransferDetail,
  }),
  /** Creator only (TRANSFER_NOT_CREATOR), unaudited only. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/warehouse/transfers/:id',
    summary: 'Edit a transfer request',
    tags,
    params: idParam,
    body: transferUpdate,
    response: warehouseTransferDetail,
  }),
  /** Approve (allocates at the source, STOCK_SHORTAGE) or reject (opinion required). */
  audit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/transfers/:id/audit',
    summary: 'Audit a transfer request',
    tags,
    params: idParam,
    body: auditInput,
    response: warehouseTransferDetail,
  }),
  /** Ships the allocated pieces (stock in transit) and opens the receipt at the destination. */
  ship: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/transfers/:id/ship',
    summary: 'Ship a transfer',
    tags,
    params: idParam,
    body: versionInput,
    response: warehouseTransferDetail,
  }),
};
