import { perm } from '@spm/domain';
import type { DocumentPlace } from './DocumentLink';

/** Route paths (spec §2) of the pages that open a document by its no; the route table uses them too. */
export const DOCUMENT_PATHS = {
  orderStatusQuery: '/orderStatusQuery/index',
  confirmDelivery: '/confirmDelivery/index',
  shipBills: '/warehouse/shipBill',
  purchaseOrders: '/purchasing/orders',
  supplierOrders: '/supplier/purchaseOrders',
  shippingNotices: '/supplier/shippingNotices',
  receipts: '/warehouseOps/receipts',
} as const;

/**
 * Where each kind of document opens, for `DocumentLink` and `useDocumentNoColumn`; where a kind has
 * several pages (the dealer's and the warehouse's), the first one the user may open is taken.
 */
export const DOCUMENT_PLACES = {
  /** A dealer order: the order status query, where its detail drawer opens. */
  dealerOrder: {
    path: DOCUMENT_PATHS.orderStatusQuery,
    param: 'dealerOrderNo',
    permission: perm('orderStatusQuery', 'view'),
    testId: 'order-no-link',
  },
  /** A ship bill: the dealer's delivery receipt confirmation, else the warehouse's ship bills. */
  shipBill: [
    {
      path: DOCUMENT_PATHS.confirmDelivery,
      param: 'shipBillNo',
      permission: perm('confirmDelivery', 'view'),
      testId: 'ship-bill-link',
    },
    {
      path: DOCUMENT_PATHS.shipBills,
      param: 'shipBillNo',
      permission: perm('shipBill', 'view'),
      testId: 'ship-bill-link',
    },
  ],
  /** A purchase order: the supplier's own order list, else the buyer's purchase orders. */
  purchaseOrder: [
    {
      path: DOCUMENT_PATHS.supplierOrders,
      param: 'poNo',
      permission: perm('supplierOrder', 'view'),
      testId: 'po-no-link',
    },
    {
      path: DOCUMENT_PATHS.purchaseOrders,
      param: 'poNo',
      permission: perm('purchaseOrder', 'view'),
      testId: 'po-no-link',
    },
  ],
  /** A shipping notice (ASN): the supplier's shipping notices. */
  shippingNotice: {
    path: DOCUMENT_PATHS.shippingNotices,
    param: 'asnNo',
    permission: perm('supplierOrder', 'view'),
    testId: 'asn-no-link',
  },
  /** An inbound receipt: the warehouse's receipts. */
  receipt: {
    path: DOCUMENT_PATHS.receipts,
    param: 'receiptNo',
    permission: perm('warehouseReceipt', 'view'),
    testId: 'receipt-no-link',
  },
} satisfies Record<string, DocumentPlace | readonly DocumentPlace[]>;
