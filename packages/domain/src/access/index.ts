import { accidentCarsPages } from './accident-cars-pages.js';
import { claimsPages } from './claims-pages.js';
import { fulfilmentPages } from './fulfilment-pages.js';
import { interfacesPages } from './interfaces-pages.js';
import { masterDataPages } from './master-data-pages.js';
import { ordersPages } from './orders-pages.js';
import { partsPages } from './parts-pages.js';
import { platformPages } from './platform-pages.js';
import { poppPages } from './popp-pages.js';
import { promotionsPages } from './promotions-pages.js';
import { purchasingPages } from './purchasing-pages.js';
import { sourcingPages } from './sourcing-pages.js';
import type { PageDefinition } from './types.js';
import { warehouseOpsPages } from './warehouse-ops-pages.js';

export { BUTTON_ACTIONS, type ButtonAction, definePages, type PageDefinition } from './types.js';

/**
 * Every page (or API area) and the actions that may be granted on it. Each domain keeps its pages in
 * its own file in this folder and adds it here. A permission code is `<page>:<action>`.
 */
export const pageCatalog = {
  ...platformPages,
  ...partsPages,
  ...ordersPages,
  ...fulfilmentPages,
  ...claimsPages,
  ...poppPages,
  ...accidentCarsPages,
  ...interfacesPages,
  ...masterDataPages,
  ...warehouseOpsPages,
  ...sourcingPages,
  ...purchasingPages,
  ...promotionsPages,
} as const satisfies Record<string, PageDefinition>;

export type PageKey = keyof typeof pageCatalog;

type Catalog = typeof pageCatalog;

/**
 * A permission code such as `orderStatusQuery:export`: a closed union derived from the page catalogue,
 * so a misspelt page or action does not compile.
 */
export type PermissionCode = { [P in PageKey]: `${P}:${Catalog[P]['actions'][number]}` }[PageKey];

/** All permission codes that exist, in catalogue order. */
export const ALL_PERMISSIONS: readonly PermissionCode[] = Object.entries(pageCatalog).flatMap(([page, def]) =>
  (def as PageDefinition).actions.map((action) => `${page}:${action}` as PermissionCode),
);

const known = new Set<string>(ALL_PERMISSIONS);
export const isPermissionCode = (value: string): value is PermissionCode => known.has(value);

/** Builds a permission code and checks at compile time that the page exists. */
export const perm = <P extends PageKey, A extends Catalog[P]['actions'][number]>(page: P, action: A) =>
  `${page}:${action}` as PermissionCode;
