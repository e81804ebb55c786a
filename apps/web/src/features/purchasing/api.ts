import {
  type AsnInput,
  type ConfirmInput,
  type PurchaseOrderInput,
  poPriceEndpoints,
  purchaseOrderEndpoints,
  type SupplierUserInput,
  type SupplierUserUpdate,
  supplierPortalEndpoints,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { documentCalls } from '../../app/api/document-calls';
import { call, urlOf } from '../../app/api/endpoint';
import { exportedListSource, listSource } from '../../shared/list-source';

/** Calls of the purchasing pages (proposal, purchase orders, supplier portal), derived from the contract declarations. */
export const purchasingKeys = {
  proposal: (warehouseCode: string) => ['purchase-proposal', warehouseCode] as const,
  orders: ['purchase-orders'] as const,
  supplierOrders: ['supplier-orders'] as const,
  asns: ['supplier-asns'] as const,
  supplierUsers: ['supplier-users'] as const,
  poPrices: ['po-prices'] as const,
};
const idem = { idempotencyKey: true, silent: true } as const;

const O = purchaseOrderEndpoints;
export const fetchProposal = (warehouseCode: string) => call(O.proposal, { query: { warehouseCode } });
const purchaseOrder = documentCalls(O);
export const fetchPurchaseOrder = purchaseOrder.fetch;
export const createPurchaseOrder = purchaseOrder.create;
/** The same, showing a refusal itself (no form to put it on). */
export const createPurchaseOrderFromProposal = (body: PurchaseOrderInput) =>
  call(O.create, { body }, { idempotencyKey: true });
export const updatePurchaseOrder = purchaseOrder.update;
export const placePurchaseOrder = purchaseOrder.step('place', { idempotencyKey: true });
export const cancelPurchaseOrder = purchaseOrder.step('cancel', { idempotencyKey: true });
export const purchaseOrderPrintPath = (id: number) =>
  urlOf(O.print, { params: { id }, query: { copies: 1 } }).path;

const S = supplierPortalEndpoints;
export const fetchSupplierOrders = (q: Query) => call(S.orders, { query: q });
export const fetchSupplierOrder = (id: number) => call(S.order, { params: { id } });
export const confirmSupplierOrder = (id: number, body: ConfirmInput) =>
  call(S.confirm, { params: { id }, body }, idem);
export const fetchAsns = (q: Query) => call(S.asns, { query: q });
export const fetchAsn = (id: number) => call(S.asn, { params: { id } });
export const createAsn = (body: AsnInput) => call(S.createAsn, { body }, idem);
export const fetchSupplierUsers = (q: Query) => call(S.users, { query: q });
/** Answers the new user with its generated `initialPassword` (shown once). */
export const createSupplierUser = (body: SupplierUserInput) => call(S.createUser, { body }, idem);
export const updateSupplierUser = (id: number, body: SupplierUserUpdate) =>
  call(S.updateUser, { params: { id }, body }, { silent: true });

const P = poPriceEndpoints;
const poPrice = documentCalls(P);
export const fetchPoPrice = poPrice.fetch;
export const createPoPrice = poPrice.create;
export const updatePoPrice = poPrice.update;

/** The lists of the feature's list pages (`ListPage` sources). */
export const purchasingLists = {
  asns: listSource('supplierAsn', purchasingKeys.asns, fetchAsns, { testId: 'asn-list' }),
  supplierUsers: listSource('supplierUser', purchasingKeys.supplierUsers, fetchSupplierUsers, {
    testId: 'supplier-users',
  }),
  supplierOrders: listSource('supplierOrder', purchasingKeys.supplierOrders, fetchSupplierOrders, {
    testId: 'supplier-po-list',
  }),
  purchaseOrders: exportedListSource('purchaseOrder', purchasingKeys.orders, O, { testId: 'po-list' }),
  poPrices: exportedListSource('poPrice', purchasingKeys.poPrices, P, { testId: 'po-prices' }),
};
