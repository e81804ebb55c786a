import type { PartFlagsDto, PartMaster } from '@spm/contracts';
import type { parts } from './parts.tables';

type FlagSource = {
  colourPart: boolean;
  crossTransfer: boolean;
  discard: boolean;
  competitorUse: boolean;
  promotion: boolean;
  iso: boolean;
  hazardous: boolean;
  fragile: boolean;
  subPart: boolean;
  embargo: boolean;
  airParcelEmbargo: boolean;
  claim: boolean;
  consignment: boolean;
  external: boolean;
  limitSell: boolean;
  newEnergy: boolean;
  slowCirculation: boolean;
};

/** Reads the flags of a parts row (the `crossDock` flag is stored in `cross_transfer`). */
export function flagsOf(row: FlagSource): PartFlagsDto {
  return {
    colourPart: row.colourPart,
    crossDock: row.crossTransfer,
    discard: row.discard,
    competitorUse: row.competitorUse,
    promotion: row.promotion,
    iso: row.iso,
    hazardous: row.hazardous,
    fragile: row.fragile,
    subPart: row.subPart,
    embargo: row.embargo,
    airParcelEmbargo: row.airParcelEmbargo,
    claim: row.claim,
    consignment: row.consignment,
    external: row.external,
    limitSell: row.limitSell,
    newEnergy: row.newEnergy,
    slowCirculation: row.slowCirculation,
  };
}

/** The columns a flags object is written to. */
export function flagColumns(flags: Partial<PartFlagsDto>): Partial<FlagSource> {
  const { crossDock, ...rest } = flags;
  return { ...rest, ...(crossDock === undefined ? {} : { crossTransfer: crossDock }) };
}

/** The API form of a part's master fields (same as the contract's `PartMaster`). */
export type PartMasterDto = PartMaster;

type PartRow = typeof parts.$inferSelect;

/** Maps a stored part to its API form. */
export function toPartMaster(row: PartRow): PartMaster {
  return {
    partCode: row.partCode,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    status: row.status,
    newPartCode: row.newPartCode,
    baseNumber: row.baseNumber,
    partType: row.partType,
    category: row.category,
    projectCode: row.projectCode,
    responsiblePerson: row.responsiblePerson,
    supplierCode: row.supplierCode,
    supplierName: row.supplierName,
    purchaseType: row.purchaseType,
    circulationType: row.circulationType,
    replaceability: row.replaceability,
    oldPartNumbers: row.oldPartNumbers,
    partsId: row.partsId,
    hsCode: row.hsCode,
    ecn: row.ecn,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    innerColour: row.innerColour,
    outerColour: row.outerColour,
    limitedSalesArea: row.limitedSalesArea,
    limitedSalesReason: row.limitedSalesReason,
    limitedSalesRemark: row.limitedSalesRemark,
    flags: flagsOf(row),
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    grossWeightKg: row.grossWeightKg,
    packing: row.packing,
    minPackageQty: row.minPackageQty,
    unitSalesQty: row.unitSalesQty,
    unitOrderQty: row.unitOrderQty,
    minOrderQty: row.minOrderQty,
    intensiveMoq: row.intensiveMoq,
    packageItems: (row.packageItems ?? []).map((p) => ({
      packageCode: p.code,
      qty: p.qty,
      processCode: p.processCode,
      cost: p.cost === '' ? null : p.cost,
    })),
    priceOrdinary: row.priceOrdinary,
    priceRush: row.priceRush,
    priceRushLand: row.priceRushLand,
    priceSuggestedRetail: row.priceSuggestedRetail,
    priceNormal: row.priceNormal,
    reductionCoefficient: row.reductionCoefficient,
    flowPartition: row.flowPartition,
    mainStorageCode: row.mainStorageCode,
    subStorageCode: row.subStorageCode,
    childDefaultStorageCode: row.childDefaultStorageCode,
    safetyStock: row.safetyStock,
    reorderPoint: row.reorderPoint,
    forecastQty: row.forecastQty,
    minStock: row.minStock,
    maxStock: row.maxStock,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
