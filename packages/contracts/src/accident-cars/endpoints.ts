import { z } from 'zod';
import { idParam, pageOf } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints, importEndpoint } from '../excel.js';
import { attachmentInfo } from '../notices.js';
import {
  accidentConvertInput,
  accidentOrderDetail,
  accidentOrderInput,
  accidentOrderListItem,
  accidentOrderListQuery,
} from './orders.js';
import { settlementDetail, settlementListItem, settlementListQuery } from './settlements.js';
import {
  subsidyAuditInput,
  subsidyDetail,
  subsidyInput,
  subsidyListItem,
  subsidyListQuery,
  subsidyStandardItem,
  subsidyUpdateInput,
  subsidyUploadQuery,
  subsidyVersionInput,
} from './subsidies.js';

const tags = ['accident-cars'];

/** Accident car order, settlement contract and subsidy endpoints (spec §2, §3, §4; API.md). */
export const accidentCarEndpoints = {
  orderExport: exportEndpoints({
    path: '/api/v1/accident-car-orders/export',
    query: accidentOrderListQuery,
    summary: 'Export accident car orders (.xlsx)',
    tags,
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/accident-car-orders',
    summary: 'Accident car orders in my scope',
    tags,
    query: accidentOrderListQuery,
    response: pageOf(accidentOrderListItem),
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/api/v1/accident-car-orders/:id',
    summary: 'One accident car order with lines',
    tags,
    params: idParam,
    response: accidentOrderDetail,
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/api/v1/accident-car-orders',
    summary: 'Enter an accident car order (placed as a submitted dealer order)',
    tags,
    body: accidentOrderInput,
    response: accidentOrderDetail,
  }),
  convert: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/:id/convert-to-accident',
    summary: 'Convert a submitted dealer order to an accident car order',
    tags,
    params: idParam,
    body: accidentConvertInput,
    response: accidentOrderDetail,
  }),
  settlements: defineEndpoint({
    method: 'GET',
    path: '/api/v1/settlement-contracts',
    summary: 'Settlement contracts in my scope',
    tags,
    query: settlementListQuery,
    response: pageOf(settlementListItem),
  }),
  settlement: defineEndpoint({
    method: 'GET',
    path: '/api/v1/settlement-contracts/:id',
    summary: 'One settlement contract with its lines',
    tags,
    params: idParam,
    response: settlementDetail,
  }),
  importSettlements: importEndpoint({
    path: '/api/v1/settlement-contracts/import',
    summary: 'Import settlement contracts',
    tags: ['excel'],
  }),
  standards: defineEndpoint({
    method: 'GET',
    path: '/api/v1/subsidy-standards',
    summary: 'The subsidy standard table',
    tags,
    response: z.array(subsidyStandardItem),
  }),
  subsidyExport: exportEndpoints({
    path: '/api/v1/subsidy-applications/export',
    query: subsidyListQuery,
    summary: 'Export subsidy applications (.xlsx)',
    tags,
  }),
  subsidies: defineEndpoint({
    method: 'GET',
    path: '/api/v1/subsidy-applications',
    summary: 'Subsidy applications in my scope (or pending for me)',
    tags,
    query: subsidyListQuery,
    response: pageOf(subsidyListItem),
  }),
  subsidy: defineEndpoint({
    method: 'GET',
    path: '/api/v1/subsidy-applications/:id',
    summary: 'One subsidy application with attachments and approval history',
    tags,
    params: idParam,
    response: subsidyDetail,
  }),
  createSubsidy: defineEndpoint({
    method: 'POST',
    path: '/api/v1/subsidy-applications',
    summary: 'Save a new subsidy application (status 0)',
    tags,
    body: subsidyInput,
    response: subsidyDetail,
  }),
  updateSubsidy: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/subsidy-applications/:id',
    summary: 'Edit an unsubmitted or returned subsidy application',
    tags,
    params: idParam,
    body: subsidyUpdateInput,
    response: subsidyDetail,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/v1/subsidy-applications/attachments',
    summary: 'Upload a subsidy attachment of a kind (type by content, 5 MB, name ≤ 30)',
    tags,
    query: subsidyUploadQuery,
    body: 'multipart',
    response: attachmentInfo,
  }),
  submit: subsidyStep('submit', 'Submit (within 90 days; attachments complete)', subsidyVersionInput),
  approve: subsidyStep('approve', 'Approve at my level', subsidyAuditInput),
  reject: subsidyStep('reject', 'Reject at my level (opinion required)', subsidyAuditInput),
};

function subsidyStep<const A extends string, B extends z.ZodType>(action: A, summary: string, body: B) {
  return defineEndpoint({
    method: 'POST',
    path: `/api/v1/subsidy-applications/:id/${action}` as const,
    summary,
    tags,
    params: idParam,
    body,
    response: subsidyDetail,
  });
}
