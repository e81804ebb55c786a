import {
  type BomInput,
  bomEndpoints,
  type FixPriceInput,
  fixPriceEndpoints,
  type RfqInput,
  rfqEndpoints,
  type SupplierRfqQuoteInput,
  supplierRfqEndpoints,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { exportedListSource, listSource } from '../../shared/list-source';

/** Calls of the sourcing pages (BOM, RFQ, supplier quotation, fix price), derived from the contract declarations. */
export const sourcingKeys = {
  bom: ['bom'] as const,
  rfqs: ['rfqs'] as const,
  rfq: (id: number) => ['rfqs', id] as const,
  supplierRfqs: ['supplier-rfqs'] as const,
  fixPrices: ['fix-prices'] as const,
};
const idem = { idempotencyKey: true, silent: true } as const;

export const createBomLine = (body: BomInput) => call(bomEndpoints.create, { body }, idem);
export const deleteBomLine = (id: number, version: number) =>
  call(bomEndpoints.remove, { params: { id }, query: { version } });
export const fetchExploded = (partCode: string, date?: string) =>
  call(bomEndpoints.exploded, { params: { partCode }, query: date ? { date } : {} });
export const fetchWhereUsed = (partCode: string, date?: string) =>
  call(bomEndpoints.whereUsed, { params: { partCode }, query: date ? { date } : {} });
export const bomImportPath = urlOf(bomEndpoints.import, {} as never).path;

export const fetchRfq = (id: number) => call(rfqEndpoints.detail, { params: { id } });
export const createRfq = (body: RfqInput) => call(rfqEndpoints.create, { body }, idem);
export const updateRfq = (id: number, body: RfqInput & { version: number }) =>
  call(rfqEndpoints.update, { params: { id }, body }, { silent: true });
export const confirmRfq = (id: number, version: number) =>
  call(rfqEndpoints.confirm, { params: { id }, body: { version } });
export const rejectRfq = (id: number, version: number, opinion: string) =>
  call(rfqEndpoints.reject, { params: { id }, body: { version, opinion } }, { silent: true });
export const transferRfq = (id: number, version: number) =>
  call(rfqEndpoints.transfer, { params: { id }, body: { version } }, { idempotencyKey: true });
export const deleteRfqs = (ids: number[]) => call(rfqEndpoints.remove, { body: { ids } });
export const stopRfqs = (ids: number[]) => call(rfqEndpoints.stop, { body: { ids } });

export const fetchSupplierRfqs = (q: Query) => call(supplierRfqEndpoints.list, { query: q });
export const fetchSupplierRfq = (id: number) => call(supplierRfqEndpoints.detail, { params: { id } });
export const quoteRfq = (id: number, body: SupplierRfqQuoteInput) =>
  call(supplierRfqEndpoints.quote, { params: { id }, body }, { silent: true });

export const createFixPrice = (body: FixPriceInput) => call(fixPriceEndpoints.create, { body }, idem);
export const deleteFixPrice = (id: number, version: number) =>
  call(fixPriceEndpoints.remove, { params: { id }, query: { version } });
export const startPricing = (ids: number[]) => call(fixPriceEndpoints.startPricing, { body: { ids } });
export const calculateFixPrices = (ids: number[]) => call(fixPriceEndpoints.calculate, { body: { ids } });
export const packageFixPrices = (ids: number[]) =>
  call(fixPriceEndpoints.package, { body: { ids } }, { idempotencyKey: true });
export const submitPackage = (packageNo: string) =>
  call(fixPriceEndpoints.submitPackage, { params: { packageNo }, body: {} });
export const withdrawPackage = (packageNo: string) =>
  call(fixPriceEndpoints.withdrawPackage, { params: { packageNo }, body: {} });
export const cancelPackage = (packageNo: string) =>
  call(fixPriceEndpoints.cancelPackage, { params: { packageNo }, body: {} });
export const auditPackage = (packageNo: string, decision: 'approve' | 'reject', opinion?: string) =>
  call(
    fixPriceEndpoints.auditPackage,
    { params: { packageNo }, body: { decision, opinion } },
    { idempotencyKey: true, silent: decision === 'reject' },
  );

/** The lists of the feature's list pages (`ListPage` sources). */
export const sourcingLists = {
  supplierRfqs: listSource('supplierRfq', sourcingKeys.supplierRfqs, fetchSupplierRfqs, {
    testId: 'supplier-rfq-list',
  }),
  fixPrices: exportedListSource('fixPrice', sourcingKeys.fixPrices, fixPriceEndpoints, {
    testId: 'fix-price-list',
  }),
  rfqs: exportedListSource('rfqManage', sourcingKeys.rfqs, rfqEndpoints, { testId: 'rfq-list' }),
  bom: exportedListSource('bomMaintain', sourcingKeys.bom, bomEndpoints, { testId: 'bom-list' }),
};
