import { BOD_STATUSES } from '@spm/domain';
import { z } from 'zod';
import { claimHistoryEntry } from './claims.js';
import { calendarDate, idParam, noData, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints } from './excel.js';
import { vinText } from './vehicles.js';

/** `GET /api/v1/bod-applications` query (spec §2 `/bod-order/list`). */
export const bodListQuery = pageQuery.extend({
  applyNo: optionalText(20),
  dealerCode: optionalText(20),
  partCode: optionalText(30),
  status: z.coerce
    .number()
    .int()
    .refine((v) => (BOD_STATUSES as readonly number[]).includes(v))
    .optional(),
});
export type BodListQuery = z.infer<typeof bodListQuery>;

/** Body of `POST /api/v1/bod-applications` (spec §3 "BOD order application"); VIN or car number. */
const bodFields = z.strictObject({
  partType: z.string().trim().min(1).max(30),
  partCode: z.string().trim().min(1).max(30),
  qty: z.number().int().min(1).max(99_999_999),
  vin: vinText.optional(),
  carNumber: optionalText(20),
  mscCode: optionalText(30),
  displacement: optionalText(20),
  tailWing: optionalText(20),
  sunroof: optionalText(20),
  transmission: optionalText(20),
  electricDriveNo: optionalText(30),
  engineNo: optionalText(30),
  contact: z.string().trim().min(1).max(50),
  telephone: z.string().trim().min(1).max(20),
  forecastReceiveDate: calendarDate.optional(),
  purchaseOrderNo: optionalText(30),
});
const vinOrCar = (b: { vin?: string; carNumber?: string }) => Boolean(b.vin || b.carNumber);
export const bodInput = bodFields.refine(vinOrCar, { message: 'VIN or car number', path: ['vin'] });
export type BodInput = z.infer<typeof bodInput>;

/** Body of `PUT /api/v1/bod-applications/{id}`. */
export const bodUpdate = bodFields
  .extend({ version })
  .refine(vinOrCar, { message: 'VIN or car number', path: ['vin'] });

/** Body of submit, approve, reject, order: version and the opinion (required on reject). */
export const bodStepInput = z.strictObject({ version, opinion: optionalText(500) });
export const bodDeleteQuery = z.object({ version });

/** A BOD application in the list and in its detail (with the audit log and the order placed). */
export const bodListItem = z.object({
  id: z.number().int(),
  applyNo: z.string(),
  status: z.number().int(),
  dealerCode: z.string(),
  warehouseCode: z.string(),
  partType: z.string(),
  partCode: z.string(),
  qty: z.number().int(),
  vin: z.string().nullable(),
  carNumber: z.string().nullable(),
  contact: z.string(),
  telephone: z.string(),
  dealerOrderNo: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type BodListItem = z.infer<typeof bodListItem>;

export const bodDetail = bodListItem.extend({
  mscCode: z.string().nullable(),
  displacement: z.string().nullable(),
  tailWing: z.string().nullable(),
  sunroof: z.string().nullable(),
  transmission: z.string().nullable(),
  electricDriveNo: z.string().nullable(),
  engineNo: z.string().nullable(),
  forecastReceiveDate: z.string().nullable(),
  purchaseOrderNo: z.string().nullable(),
  history: z.array(claimHistoryEntry),
});
export type BodDetail = z.infer<typeof bodDetail>;

const tags = ['bod-applications'];
const path = '/api/v1/bod-applications';
const step = (name: 'submit' | 'approve' | 'reject' | 'order', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${path}/:id/${name}`,
    summary,
    tags,
    params: idParam,
    body: bodStepInput,
    response: bodDetail,
  });

/** BOD order applications (API.md `/api/v1/bod-applications`; spec §2 `/bod-order/*`, §3). */
export const bodEndpoints = {
  /** Scope: a dealer its own, head office all. */
  list: defineEndpoint({
    method: 'GET',
    path,
    summary: 'BOD order applications',
    tags,
    query: bodListQuery,
    response: pageOf(bodListItem),
  }),
  /** The list's rows as .xlsx, same filters and scope (`bodOrder:export`). */
  export: exportEndpoints({
    path: '/api/v1/bod-applications/export',
    query: bodListQuery,
    summary: 'Export BOD order applications',
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    summary: 'One BOD application',
    tags,
    params: idParam,
    response: bodDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    summary: 'Apply for a BOD order',
    tags,
    body: bodInput,
    response: bodDetail,
  }),
  /** Unsubmitted or rejected only (BOD_NOT_EDITABLE). */
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    summary: 'Save a BOD application',
    tags,
    params: idParam,
    body: bodUpdate,
    response: bodDetail,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    summary: 'Delete a BOD application',
    tags,
    params: idParam,
    query: bodDeleteQuery,
    response: noData,
  }),
  submit: step('submit', 'Submit a BOD application'),
  approve: step('approve', 'Approve a BOD application'),
  reject: step('reject', 'Reject a BOD application'),
  /** An approved application becomes a dealer order with the BOD flag (2 → 4). */
  order: step('order', 'Order an approved BOD application'),
};
