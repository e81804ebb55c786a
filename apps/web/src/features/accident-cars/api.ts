import type { AttachmentInfo, Page } from '@spm/contracts';
import { type AccidentConvertInput, accidentCarEndpoints as endpoints } from '@spm/contracts';
import type { SubsidyAttachmentKindKey } from '@spm/domain';
import type { Query } from '../../app/api/client';
import { documentCalls } from '../../app/api/document-calls';
import { call, urlOf } from '../../app/api/endpoint';
import { upload } from '../../app/api/transfer';
import { exportedListSource } from '../../shared/list-source';

export type {
  AccidentOrderDetail,
  AccidentOrderListItem,
  SettlementListItem,
  SubsidyDetail,
  SubsidyListItem,
} from '@spm/contracts';

/** Query-key factory of the accident car domain. */
export const accidentKeys = {
  all: ['accident-cars'] as const,
  orders: () => [...accidentKeys.all, 'orders'] as const,
  order: (id: number) => [...accidentKeys.all, 'order', id] as const,
  settlements: () => [...accidentKeys.all, 'settlements'] as const,
  subsidies: () => [...accidentKeys.all, 'subsidies'] as const,
  subsidy: (id: number) => [...accidentKeys.all, 'subsidy', id] as const,
};

export const fetchAccidentOrders = (query: Query) => call(endpoints.orders, { query });
/**
 * Marks each dealer order of a list page with the accident car order made from it (`accidentOrderId`,
 * null when none), in one request; when that request fails the marks stay unknown (undefined).
 */
export async function withAccidentOrderIds<T extends { id: number }>(
  page: Page<T>,
): Promise<Page<T & { accidentOrderId?: number | null }>> {
  let made: Map<number, number> | null = null;
  if (page.items.length > 0) {
    try {
      const found = await call(
        endpoints.orders,
        { query: { dealerOrderIds: page.items.map((o) => o.id).join(','), pageSize: page.items.length } },
        { silent: true },
      );
      made = new Map(found.items.map((a) => [a.dealerOrderId, a.id]));
    } catch {
      made = null;
    }
  }
  const marks = made;
  return {
    ...page,
    items: page.items.map((o) => ({ ...o, accidentOrderId: marks ? (marks.get(o.id) ?? null) : undefined })),
  };
}
export const fetchAccidentOrder = (id: number) => call(endpoints.order, { params: { id } });
export const convertToAccident = (dealerOrderId: number, body: AccidentConvertInput) =>
  call(endpoints.convert, { params: { id: dealerOrderId }, body }, { idempotencyKey: true, silent: true });
export const fetchSettlements = (query: Query) => call(endpoints.settlements, { query });
export const settlementImportUrl = urlOf(endpoints.importSettlements, {}).path;
export const subsidyExportUrl = urlOf(endpoints.subsidyExport.file, {}).path;
export const fetchSubsidies = (query: Query) => call(endpoints.subsidies, { query });
const subsidy = documentCalls({
  detail: endpoints.subsidy,
  create: endpoints.createSubsidy,
  update: endpoints.updateSubsidy,
});
export const fetchSubsidy = subsidy.fetch;
export const createSubsidy = subsidy.create;
export const updateSubsidy = subsidy.update;

/** Runs a subsidy workflow step (opinion for approve and reject). */
export const subsidyStep = (
  step: 'submit' | 'approve' | 'reject',
  id: number,
  version: number,
  opinion?: string,
) =>
  step === 'submit'
    ? call(endpoints.submit, { params: { id }, body: { version } }, { idempotencyKey: true, silent: true })
    : call(endpoints[step], { params: { id }, body: { version, opinion } }, { idempotencyKey: true });

/** Uploads one subsidy attachment of `kind` (checked by the server for that kind). */
export const uploadSubsidyFile = (
  kind: SubsidyAttachmentKindKey,
  file: File,
  onProgress?: (percent: number) => void,
) =>
  upload<AttachmentInfo>(`${urlOf(endpoints.upload, {}).path}?kind=${encodeURIComponent(kind)}`, file, {
    onProgress,
  });

/** The lists of the feature's list pages (`ListPage` sources). */
export const accidentLists = {
  accidentOrders: exportedListSource(
    'accidentCarOrder',
    accidentKeys.orders(),
    { list: endpoints.orders, export: endpoints.orderExport },
    { testId: 'accident-order-list' },
  ),
};
