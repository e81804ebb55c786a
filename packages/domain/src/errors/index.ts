import { accidentCarsErrors } from './accident-cars.js';
import { adminErrors } from './admin.js';
import { authErrors } from './auth.js';
import { claimsErrors } from './claims.js';
import { excelErrors } from './excel.js';
import { fieldLabel } from './field-labels.js';
import { fulfilmentErrors } from './fulfilment.js';
import { interfacesErrors, invoicesErrors } from './interfaces.js';
import { masterDataErrors } from './master-data.js';
import { ordersErrors } from './orders.js';
import { partImagesErrors } from './part-images.js';
import { partsErrors } from './parts.js';
import { partsMasterErrors } from './parts-master.js';
import { platformErrors } from './platform.js';
import { poppErrors } from './popp.js';
import { promotionsErrors } from './promotions.js';
import { purchasingErrors } from './purchasing.js';
import { sourcingErrors } from './sourcing.js';
import { stockErrors } from './stock.js';
import type { ErrorDefinition } from './types.js';
import { warehouseOpsErrors } from './warehouse-ops.js';
import { workflowErrors } from './workflow.js';

export { fieldLabel } from './field-labels.js';
export { defineErrors, type ErrorDefinition, type ErrorTable } from './types.js';

/**
 * The closed set of error codes. Each domain keeps its own table in this folder;
 * add a table here to make its codes known to the server and the web.
 */
export const errorCatalog = {
  ...platformErrors,
  ...authErrors,
  ...excelErrors,
  ...adminErrors,
  ...partsErrors,
  ...partImagesErrors,
  ...partsMasterErrors,
  ...stockErrors,
  ...ordersErrors,
  ...fulfilmentErrors,
  ...workflowErrors,
  ...claimsErrors,
  ...poppErrors,
  ...accidentCarsErrors,
  ...interfacesErrors,
  ...invoicesErrors,
  ...masterDataErrors,
  ...warehouseOpsErrors,
  ...sourcingErrors,
  ...purchasingErrors,
  ...promotionsErrors,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalog;

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(errorCatalog, value);

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing param is noticed. */
export function formatMessage(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The localized message of a code; a `field` param is shown by its label (`fieldLabel`). */
export function errorMessage(code: ErrorCode, language: Language, params?: Record<string, unknown>): string {
  const def = errorCatalog[code];
  const named =
    typeof params?.field === 'string' ? { ...params, field: fieldLabel(params.field, language) } : params;
  return formatMessage(language === 'en-US' ? def.en : def.zh, named);
}

export type Language = 'zh-CN' | 'en-US';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];
