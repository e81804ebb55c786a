import { bomEndpoints, fixPriceEndpoints, rfqEndpoints, supplierRfqEndpoints } from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { documentCalls } from '../../app/api/document-calls';
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

const bomLine = documentCalls(bomEndpoints);
export const createBomLine = bomLine.create;
export const deleteBomLine = bomLine.remove;
export const fetchExploded = (partCode: string, date?: string) =>
  call(bomEndpoints.exploded, { params: { partCode }, query: date ? { date } : {} });
export const fetchWhereUsed = (partCode: string, date?: string) =>
  call(bomEndpoints.whereUsed, { params: { partCode }, query: date ? { date } : {} });
export const bomImportPath = urlOf(bomEndpoints.import, {} as never).path;

const rfq = documentCalls(rfqEndpoints);
export const fetchRfq = rfq.fetch;
export const createRfq = rfq.create;
export const updateRfq = rfq.update;
export const confirmRfq = rfq.step('confirm');
export const rejectRfq = (id: number, version: number, opinion: string) =>
  call(rfqEndpoints.reject, { params: { id }, body: { version, opinion } }, { silent: true });
export const transferRfq = rfq.step('transfer', { idempotencyKey: true });
export const deleteRfqs = (ids: number[]) => call(rfqEndpoints.remove, { body: { ids } });
export const stopRfqs = (ids: number[]) => call(rfqEndpoints.stop, { body: { ids } });

export const fetchSupplierRfqs = (q: Query) => call(supplierRfqEndpoints.list, { query: q });
const supplierRfq = documentCalls(supplierRfqEndpoints);
export const fetchSupplierRfq = supplierRfq.fetch;
export const quoteRfq = supplierRfq.command('quote', { silent: true });

const fixPrice = documentCalls(fixPriceEndpoints);
export const createFixPrice = fixPrice.create;
export const deleteFixPrice = fixPrice.remove;
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
