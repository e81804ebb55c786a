import { RECEIPT_STATUSES } from '@spm/domain';
import { z } from 'zod';
import { boundedQty, idParam, optionalText, pageQuery, version } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints } from '../excel.js';
import { codeOf, crud, lines, storageCode, tags, versionInput, warehouseDocHistory } from './shared.js';

export const receiptListQuery = pageQuery.extend({
  receiptNo: optionalText(20),
  status: codeOf(RECEIPT_STATUSES).optional(),
  warehouseCode: optionalText(20),
  containerNo: optionalText(12),
  /** The source document's number (a shipping notice no, a transfer no). */
  sourceNo: optionalText(20),
});
export type ReceiptListQuery = z.infer<typeof receiptListQuery>;
export const receiptItem = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  warehouseCode: z.string(),
  sourceType: z.string(),
  sourceNo: z.string(),
  containerNo: z.string().nullable(),
  status: z.number().int(),
  packagingAudited: z.boolean(),
  receivedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ReceiptItem = z.infer<typeof receiptItem>;
export const receiptDetail = receiptItem.extend({
  packagingRemark: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      receivableQty: z.number().int(),
      receivedQty: z.number().int().nullable(),
      remark: z.string().nullable(),
      storageCode: z.string().nullable(),
    }),
  ),
  history: z.array(warehouseDocHistory),
});
export type ReceiptDetail = z.infer<typeof receiptDetail>;
export const receiveInput = z.strictObject({
  version,
  containerNo: z.string().trim().min(1).max(12),
  lines: lines(
    z.strictObject({ lineId: idParam.shape.id, receivedQty: boundedQty, remark: optionalText(200) }),
  ),
});
export type ReceiveInput = z.infer<typeof receiveInput>;
export const labelScanInput = z.strictObject({ label: z.string().trim().min(1).max(60) });
export const labelScanAnswer = z.object({
  lineId: z.number().int(),
  partCode: z.string(),
  receivableQty: z.number().int(),
});
export const packagingAuditInput = z.strictObject({
  version,
  passed: z.boolean(),
  packagingRemark: optionalText(200),
});
export type PackagingAuditInput = z.infer<typeof packagingAuditInput>;
export const putAwayInput = z.strictObject({
  version,
  lines: lines(z.strictObject({ lineId: idParam.shape.id, storageCode })),
});
export type PutAwayInput = z.infer<typeof putAwayInput>;

/** `/api/v1/warehouse/receipts`: inbound receiving (WHI). */
export const receiptEndpoints = {
  ...crud('/api/v1/warehouse/receipts', 'Inbound receipts', receiptListQuery, receiptItem, receiptDetail),
  export: exportEndpoints({
    path: '/api/v1/warehouse/receipts/export',
    query: receiptListQuery,
    summary: 'Export inbound receipts',
    tags,
  }),
  /** A box label `<partCode>` or `<receiptNo>/<partCode>`: the line it names, or LABEL_SCAN_INVALID. */
  scan: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/scan',
    summary: 'Scan a box label',
    tags,
    params: idParam,
    body: labelScanInput,
    response: labelScanAnswer,
  }),
  /** CONTAINER_NO_INVALID, CONTAINER_NO_USED, RECEIPT_QTY_EXCEEDS_RECEIVABLE, RECEIPT_REMARK_REQUIRED. */
  receive: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/receive',
    summary: 'Receive',
    tags,
    params: idParam,
    body: receiveInput,
    response: receiptDetail,
  }),
  packagingAudit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/packaging-audit',
    summary: 'Packaging audit',
    tags,
    params: idParam,
    body: packagingAuditInput,
    response: receiptDetail,
  }),
  /** Received → to receive, before put-away only. */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/cancel',
    summary: 'Cancel receiving',
    tags,
    params: idParam,
    body: versionInput,
    response: receiptDetail,
  }),
  /** Books the received pieces into locations (ledger `receive`), releasing backorders. */
  putAway: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/put-away',
    summary: 'Put away',
    tags,
    params: idParam,
    body: putAwayInput,
    response: receiptDetail,
  }),
};
