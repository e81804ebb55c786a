/** The purchasing test users. */
export type PurchasingUser = 'buyer' | 'supplier' | 'supplier-admin' | 'wh' | 'hq' | 'admin' | 'dealer';
