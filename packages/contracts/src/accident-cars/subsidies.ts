import { SUBSIDY_ATTACHMENT_KIND_KEYS } from '@spm/domain';
import { z } from 'zod';
import { calendarDate, money, moneyInput, optionalText, pageQuery, version } from '../common.js';
import { attachmentInfo } from '../notices.js';
import { vinText } from '../vehicles.js';
import { code, plateNo } from './shared.js';

/** Subsidy status 0–12 (spec §4). */
const subsidyStatus = z.number().int().min(0).max(12);

/** `GET /api/v1/subsidy-applications`; `pendingForMe` lists what waits for the caller's decision. */
export const subsidyListQuery = pageQuery.extend({
  applicationNo: optionalText(20),
  settlementNo: optionalText(30),
  dealerOrderNo: optionalText(20),
  vin: optionalText(17),
  plateNo,
  dealerCode: optionalText(20),
  status: z.coerce.number().int().min(0).max(12).optional(),
  pendingForMe: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});
export type SubsidyListQuery = z.infer<typeof subsidyListQuery>;

/** One attachment as the form sends it: an upload id and its kind. */
export const subsidyAttachmentRef = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  kind: z.enum(SUBSIDY_ATTACHMENT_KIND_KEYS),
});

/**
 * `POST /api/v1/subsidy-applications` (and PUT with `version`): the §3 fields the dealer enters. The
 * subsidy standard, subsidy amount and actual supplementary amount are the server's
 * (`calculateSubsidy`); amounts CNY with at most 2 decimals.
 */
export const subsidyInput = z.strictObject({
  settlementContractId: z.number().int().min(1).max(2_147_483_647),
  accidentOrderId: z.number().int().min(1).max(2_147_483_647),
  materialNumber: code(30),
  reportMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  plateNo,
  vin: vinText,
  ownerName: optionalText(100),
  licenceRegistrationDate: calendarDate.optional(),
  lossDeterminationDate: calendarDate,
  lossAmount: moneyInput,
  policyAmount: moneyInput,
  deduction: moneyInput.optional(),
  standardId: z.number().int().min(1).max(2_147_483_647).optional(),
  remark: optionalText(500),
  attachments: z.array(subsidyAttachmentRef).max(60).default([]),
});
export type SubsidyInput = z.infer<typeof subsidyInput>;
export const subsidyUpdateInput = subsidyInput.extend({ version });
export type SubsidyUpdateInput = z.infer<typeof subsidyUpdateInput>;

/** Body of submit: the version read. Of approve and reject: plus the opinion (required on reject). */
export const subsidyVersionInput = z.strictObject({ version });
export const subsidyAuditInput = z.strictObject({ version, opinion: optionalText(500) });
export type SubsidyAuditInput = z.infer<typeof subsidyAuditInput>;

/** `?kind=` of an attachment upload. */
export const subsidyUploadQuery = z.object({ kind: z.enum(SUBSIDY_ATTACHMENT_KIND_KEYS) });

/** A subsidy application in the list; amounts CNY; dates business dates; times ISO instants. */
export const subsidyListItem = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  status: subsidyStatus,
  approvalFlowStatus: z.number().int().min(-1).max(3),
  /** The level whose approver is waited for (1 area manager … 4 finance), or null. */
  level: z.number().int().nullable(),
  rejectCount: z.number().int(),
  dealerCode: z.string(),
  dealerName: z.string(),
  settlementNo: z.string(),
  dealerOrderNo: z.string(),
  materialNumber: z.string(),
  reportMonth: z.string(),
  firstSubmittedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  plateNo: z.string().nullable(),
  modelCode: z.string(),
  modelName: z.string(),
  vin: z.string(),
  ownerName: z.string().nullable(),
  preDiscountTotal: money,
  licenceRegistrationDate: z.string().nullable(),
  lossDeterminationDate: z.string(),
  lossAmount: money,
  policyAmount: money,
  fixedLossRatio: z.string(),
  subsidyStandard: z.string(),
  subsidyAmount: money,
  deduction: money,
  actualSupplementaryAmount: money,
  remark: z.string().nullable(),
  version: z.number().int(),
});
export type SubsidyListItem = z.infer<typeof subsidyListItem>;

/** An attachment of an application, with its kind. */
export const subsidyAttachment = attachmentInfo.extend({ kind: z.string() });

/** One approval history entry: time, reviewer, level, from → to status and opinion. */
export const subsidyHistoryEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  level: z.number().int().nullable(),
  actorName: z.string(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});

export const subsidyDetail = subsidyListItem.extend({
  settlementContractId: z.number().int(),
  accidentOrderId: z.number().int(),
  standardId: z.number().int(),
  signingDate: z.string(),
  lastSubmitDate: z.string(),
  attachments: z.array(subsidyAttachment),
  history: z.array(subsidyHistoryEntry),
});
export type SubsidyDetail = z.infer<typeof subsidyDetail>;

/** A row of the head-office subsidy standard table (by car model and loss band). */
export const subsidyStandardItem = z.object({
  id: z.number().int(),
  modelCode: z.string(),
  lossFrom: money,
  lossTo: money.nullable(),
  rate: z.string(),
  capAmount: money,
});
export type SubsidyStandardItem = z.infer<typeof subsidyStandardItem>;
