import { perm } from '../access/index.js';
import { defineWorkflow } from '../workflow/index.js';
import {
  ADJUSTMENT_STATUSES,
  type AdjustmentStatus,
  COUNT_PLAN_STATUSES,
  type CountPlanStatus,
  RECEIPT_STATUSES,
  type ReceiptStatus,
  STOCK_ORDER_STATUSES,
  type StockOrderStatus,
  WAREHOUSE_TRANSFER_STATUSES,
  type WarehouseTransferStatus,
} from './warehouse-ops-status.js';

/**
 * The warehouse operation documents' steps as data, on the shared approval workflow engine: each step
 * is checked (state, actor) and written to the approval history. A step not allowed from the current
 * status answers WORKFLOW_TRANSITION_NOT_ALLOWED {documentType, action, state}.
 */

export type TransferAction = 'approve' | 'reject' | 'ship' | 'receive';
/** Transfer request (allocate apply): audited by `transferApply:audit`, shipped at the source, received at the destination. */
export const transferWorkflow = defineWorkflow<WarehouseTransferStatus, TransferAction, unknown>({
  documentType: 'TRANSFER',
  states: WAREHOUSE_TRANSFER_STATUSES,
  levels: [
    {
      label: { zh: '调拨审核', en: 'Transfer audit' },
      approver: { permission: perm('transferApply', 'audit') },
    },
  ],
  transitions: [
    { action: 'approve', from: 0, to: 1 },
    { action: 'reject', from: 0, to: 4, opinion: 'required' },
    { action: 'ship', from: 1, to: 2, actor: { permission: perm('transferApply', 'ship') } },
    { action: 'receive', from: 2, to: 3, actor: { permission: perm('warehouseReceipt', 'putAway') } },
  ],
});

export type ReceiptAction = 'receive' | 'cancel' | 'putAway';
/** Inbound receipt (WHI): receive (with container number), cancel receiving before put-away, put away. */
export const receiptWorkflow = defineWorkflow<ReceiptStatus, ReceiptAction, unknown>({
  documentType: 'RECEIPT',
  states: RECEIPT_STATUSES,
  levels: [],
  transitions: [
    { action: 'receive', from: 0, to: 1, actor: { permission: perm('warehouseReceipt', 'confirm') } },
    { action: 'cancel', from: 1, to: 0, actor: { permission: perm('warehouseReceipt', 'cancel') } },
    { action: 'putAway', from: 1, to: 2, actor: { permission: perm('warehouseReceipt', 'putAway') } },
  ],
});

export type StockOrderAction = 'submit' | 'execute';
/** Return order (WHR): unsubmitted → submitted → executed (stock leaves). */
export const returnOrderWorkflow = defineWorkflow<StockOrderStatus, StockOrderAction, unknown>({
  documentType: 'RETURN_ORDER',
  states: STOCK_ORDER_STATUSES,
  levels: [],
  transitions: [
    { action: 'submit', from: 0, to: 1, actor: { permission: perm('warehouseReturn', 'submit') } },
    { action: 'execute', from: 1, to: 2, actor: { permission: perm('warehouseReturn', 'execute') } },
  ],
});
/** Scrap order (WSC): unsubmitted → submitted → executed (stock scrapped). */
export const scrapOrderWorkflow = defineWorkflow<StockOrderStatus, StockOrderAction, unknown>({
  documentType: 'SCRAP_ORDER',
  states: STOCK_ORDER_STATUSES,
  levels: [],
  transitions: [
    { action: 'submit', from: 0, to: 1, actor: { permission: perm('scrapOrder', 'submit') } },
    { action: 'execute', from: 1, to: 2, actor: { permission: perm('scrapOrder', 'execute') } },
  ],
});

export type AdjustmentAction = 'approve' | 'reject';
/** Stock difference adjustment: audited (`stockAdjust:audit`) before it changes stock. */
export const adjustmentWorkflow = defineWorkflow<AdjustmentStatus, AdjustmentAction, unknown>({
  documentType: 'STOCK_ADJUSTMENT',
  states: ADJUSTMENT_STATUSES,
  levels: [
    {
      label: { zh: '差异审核', en: 'Difference audit' },
      approver: { permission: perm('stockAdjust', 'audit') },
    },
  ],
  transitions: [
    { action: 'approve', from: 0, to: 1 },
    { action: 'reject', from: 0, to: 2, opinion: 'required' },
  ],
});

export type CountPlanAction = 'freeze' | 'close';
/** Count plan: freeze (book qty taken, parts blocked), close (differences → an adjustment request). */
export const countPlanWorkflow = defineWorkflow<CountPlanStatus, CountPlanAction, unknown>({
  documentType: 'COUNT_PLAN',
  states: COUNT_PLAN_STATUSES,
  levels: [],
  transitions: [
    { action: 'freeze', from: 0, to: 1, actor: { permission: perm('countPlan', 'freeze') } },
    { action: 'close', from: 1, to: 2, actor: { permission: perm('countPlan', 'close') } },
  ],
});
