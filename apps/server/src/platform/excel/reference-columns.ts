import { normalizeVin } from '@spm/domain';
import { textColumn } from './sheet';

/**
 * Export columns of the reference data many lists show, so that each is keyed and headed the same way
 * in every export that shows it. `width` in characters where the header would make it too narrow.
 */

/** The dealer's code (`dealerCode`): 经销商代码 / Dealer code. */
export const dealerCodeColumn = (width?: number) =>
  textColumn('dealerCode', '经销商代码', 'Dealer code', width);

/** The dealer's name (`dealerName`): 经销商名称 / Dealer name. */
export const dealerNameColumn = (width?: number) =>
  textColumn('dealerName', '经销商名称', 'Dealer name', width);

/** The number of the dealer order a row refers to (`dealerOrderNo`): 订单号 / Dealer order no. */
export const dealerOrderNoColumn = (width = 18) =>
  textColumn('dealerOrderNo', '订单号', 'Dealer order no', width);

/** A part's code (`partCode`): 配件编号 / Part code. */
export const partCodeColumn = (width?: number) => textColumn('partCode', '配件编号', 'Part code', width);

/** A part's Chinese name (`nameZh`) where a list shows one name: 配件名称 / Part name. */
export const partNameColumn = (width?: number) => textColumn('nameZh', '配件名称', 'Part name', width);

/** A vehicle's VIN (`vin`): VIN码 / VIN, 20 characters wide. */
export const vinColumn = () => textColumn('vin', 'VIN码', 'VIN', 20);

/**
 * A VIN read from an import sheet (`vin`): required, at most 17 characters, trimmed and upper-cased
 * (`normalizeVin`) before the checks, with an example VIN in the template. Headed VIN码 / VIN unless
 * the sheet's own page calls it otherwise (`headerZh`).
 */
export const vinImportColumn = (headerZh = 'VIN码') =>
  ({
    key: 'vin',
    headerZh,
    headerEn: 'VIN',
    type: 'string',
    required: true,
    max: 17,
    normalize: normalizeVin,
    example: 'LSVAU2180N2183294',
  }) as const;
