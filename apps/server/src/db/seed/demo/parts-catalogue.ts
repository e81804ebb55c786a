import { deriveRushPrices, LIMIT_AREAS, type PartStatus, toMoney } from '@spm/domain';
import { pinyinInitials } from '../../../modules/parts';
import type { parts } from '../../../modules/parts/parts.tables';
import { readTsv, seededRandom } from '../reference-data';

type PartRow = typeof parts.$inferInsert;

/** Vehicle models of the demo catalogue; `kind` decides which part systems fit. */
export const DEMO_MODELS = [
  { code: 'A3', zh: '骏驰 A3', en: 'Junchi A3', kind: 'ice' },
  { code: 'A5', zh: '骏驰 A5', en: 'Junchi A5', kind: 'ice' },
  { code: 'X5', zh: '骏驰 SUV X5', en: 'Junchi SUV X5', kind: 'ice' },
  { code: 'X7', zh: '骏驰 SUV X7', en: 'Junchi SUV X7', kind: 'ice' },
  { code: 'M8', zh: '骏驰 MPV M8', en: 'Junchi MPV M8', kind: 'ice' },
  { code: 'E5', zh: '骏驰 E5 插电混动', en: 'Junchi E5 PHEV', kind: 'phev' },
  { code: 'E7', zh: '骏驰 EV E7', en: 'Junchi EV E7', kind: 'ev' },
] as const;

/**
 * Parts with fixed codes and attributes that tests and the user guide rely on (docs/decisions/demo-catalogue.md).
 * Every other part is generated deterministically around them.
 */
export const DEMO_PARTS = {
  /** Oil filter, CUR, stock in every warehouse; two storage locations in W01. */
  normal: '01001-A3G1-00-A0',
  /** Spark plug: unit sales qty 4, min package qty 4. */
  multiple: '01004-A3G1-00-A0',
  /** Air filter element: ORB, replaced by `replacedSuccessor`. */
  replaced: '01002-A3G1-00-A0',
  replacedSuccessor: '01002-A3G1-01-A0',
  /** Fuel filter: ORB → ORB → CUR supersession chain. */
  chainStart: '01003-A3G1-00-A0',
  chainMiddle: '01003-A3G1-01-A0',
  chainEnd: '01003-A3G1-02-A0',
  /** Ignition coil: OSRB (sell remaining stock, then replaced by `sellRemainingSuccessor`). */
  sellRemaining: '01005-A3G1-00-A0',
  sellRemainingSuccessor: '01005-A3G1-01-A0',
  /** Timing belt: OWO (obsolete when out). */
  obsoleteWhenOut: '01006-A3G1-00-A0',
  /** Timing chain: ONR (abolished), no stock. */
  abolished: '01007-A3G1-00-A0',
  /** Timing chain tensioner: ATP (not yet implemented), no stock. */
  notImplemented: '01008-A3G1-00-A0',
  /** Serpentine belt: limit sell in the south region (D0001–D0003 are in the south). */
  limitedSale: '01009-A3G1-00-A0',
  /** Belt tensioner pulley: CUR, stock rows with 0 on hand in every warehouse. */
  zeroStock: '01010-A3G1-00-A0',
  /** Water pump: CUR, 5 pieces in W01 only. */
  lowStock: '01011-A3G1-00-A0',
  /** Thermostat: CUR, never stocked anywhere (can be abolished at once). */
  noStock: '01012-A3G1-00-A0',
  /** Cylinder head gasket: dedicated sub-part (not orderable). */
  subPart: '01013-A3G1-00-A0',
  /** Valve cover gasket: new-model part (not orderable). */
  newModel: '01014-A3G1-00-A0',
  /** Engine oil 0W-20 4L: hazardous, embargoed (not on Urgent orders). */
  embargo: '01029-A3G1-00-A0',
  /** 12V battery: hazardous, air parcel embargo (not on Urgent air orders). */
  airParcelEmbargo: '07001-A3G1-00-A0',
  /** Traction battery module of the EV E7: new energy (authorised dealers only). */
  newEnergy: '15001-E7G1-00-A0',
  /** Timing alignment tool: dedicated tool (not orderable). */
  dedicatedTool: '99001-TOOL-00-A0',
} as const;

/** Parts that get no stock rows at all. */
export const NO_STOCK_STATUSES: readonly PartStatus[] = ['ONR', 'ORB', 'ATP'];

const DEDICATED_TOOLS = [
  { zh: '正时校准专用工具', en: 'Timing alignment special tool', price: 880 },
  { zh: '火花塞套筒专用工具', en: 'Spark plug socket special tool', price: 160 },
  { zh: '离合器对中专用工具', en: 'Clutch alignment special tool', price: 420 },
  { zh: '高压电池拆装专用工具', en: 'HV battery lifting special tool', price: 6800 },
  { zh: '制动卡钳回位专用工具', en: 'Brake caliper piston special tool', price: 260 },
  { zh: '诊断仪连接线', en: 'Diagnostic tester cable', price: 1200 },
];

const SUPPLIER_BY_CATEGORY: Record<string, string> = {
  Engine: 'S003',
  Maintenance: 'S003',
  Fasteners: 'S004',
  Body: 'S004',
  Suspension: 'S004',
  Wheels: 'S004',
  Interior: 'S002',
  Climate: 'S002',
  Lighting: 'S002',
};
const RESPONSIBLE = ['王芳', '李强', '张敏', '刘洋', '陈杰', '杨丽'];

export interface CatalogueEntry {
  row: PartRow;
  /** Area letter of the storage area of the part's system, e.g. `A`. */
  area: string;
  /** Index of the part within its storage area, for the location code. */
  slot: number;
  /** Rough pieces per warehouse for stock generation. */
  stockScale: number;
}

export interface DemoCatalogue {
  entries: CatalogueEntry[];
  baseNumbers: { baseNumber: string; nameZh: string; nameEn: string }[];
}

const AREA_LETTERS = 'ABCDEFGHJKLMNPQR';

/** Storage location of the n-th part of an area: `A-01-01-01` (rack row 01-20, shelf 01-05, position 01-10). */
export function storageCodeOf(area: string, slot: number): string {
  const pos = (slot % 10) + 1;
  const shelf = (Math.floor(slot / 10) % 5) + 1;
  const row = (Math.floor(slot / 50) % 99) + 1;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${area}-${two(row)}-${two(shelf)}-${two(pos)}`;
}

/**
 * Builds the demo parts catalogue (~3,000 parts) from `part-names.tsv` crossed with the demo models:
 * four-segment codes `<family>-<model>G<generation>-<revision>-A0`, base number = family, prices in the
 * name's range with the rush prices of spec §9, flags and statuses spread deterministically around the
 * pinned `DEMO_PARTS`. Pure: same output on every call.
 */
export function buildDemoCatalogue(): DemoCatalogue {
  const random = seededRandom(20260301);
  const names = readTsv('part-names.tsv');
  const categories = [...new Set(names.map((n) => n.category_en))];
  const entries: CatalogueEntry[] = [];
  const baseNumbers: DemoCatalogue['baseNumbers'] = [];
  const slots = new Map<string, number>();
  const pinned = new Set<string>(Object.values(DEMO_PARTS));

  const push = (row: PartRow, area: string, stockScale: number) => {
    const slot = slots.get(area) ?? 0;
    slots.set(area, slot + 1);
    const storage = storageCodeOf(area, slot);
    row.mainStorageCode = storage;
    entries.push({ row, area, slot, stockScale });
  };

  const basePart = (
    code: string,
    family: string,
    name: {
      zh: string;
      en: string;
      category: string;
      min: number;
      max: number;
      usq: number;
      hazardous: boolean;
      fragile: boolean;
    },
    model: (typeof DEMO_MODELS)[number] | null,
  ): PartRow => {
    const price = toMoney(name.min + random() * (name.max - name.min));
    const derived = deriveRushPrices(price);
    const nameZh = model ? `${name.zh}（${model.zh}）` : name.zh;
    const circulation = random() < 0.55 ? 'A' : random() < 0.6 ? 'B' : 'C';
    const safety = Math.max(name.usq, Math.round((random() * 20 + 2) / name.usq) * name.usq);
    return {
      partCode: code,
      nameZh,
      nameEn: model ? `${name.en} (${model.en})` : name.en,
      pinyinInitials: pinyinInitials(nameZh),
      baseNumber: family,
      partType: random() < 0.05 ? 'Accessory' : 'Normal',
      category: name.category,
      projectCode: model?.code ?? null,
      responsiblePerson: RESPONSIBLE[Math.floor(random() * RESPONSIBLE.length)],
      supplierCode: SUPPLIER_BY_CATEGORY[name.category] ?? 'S001',
      flowPartition: `F${1 + Math.floor(random() * 4)}`,
      lengthMm: 50 + Math.floor(random() * 900),
      widthMm: 30 + Math.floor(random() * 500),
      heightMm: 20 + Math.floor(random() * 400),
      grossWeightKg: (0.05 + random() * 20).toFixed(3),
      hsCode: `8708${String(Math.floor(random() * 9999)).padStart(4, '0')}`,
      packing: name.fragile ? '木箱' : '纸箱',
      status: 'CUR',
      safetyStock: safety,
      reorderPoint: safety * 2,
      forecastQty: safety * 3,
      minStock: safety,
      maxStock: safety * 6,
      minOrderQty: name.usq * 10,
      minPackageQty: name.usq,
      intensiveMoq: name.usq * 20,
      unitSalesQty: name.usq,
      unitOrderQty: name.usq,
      reductionCoefficient: '1.0000',
      purchaseType: random() < 0.8 ? 'Domestic' : 'Imported',
      circulationType: circulation,
      replaceability: 'ABCDE'[Math.floor(random() * 5)],
      priceOrdinary: price,
      priceNormal: price,
      priceRush: derived.rushPrice,
      priceRushLand: derived.rushLandPrice,
      priceSuggestedRetail: derived.suggestedRetailPrice,
      hazardous: name.hazardous,
      fragile: name.fragile,
      airParcelEmbargo: name.hazardous,
      embargo: name.hazardous && random() < 0.3,
      newEnergy: name.category === 'New energy',
      colourPart: name.category === 'Body' && random() < 0.5,
      crossTransfer: random() < 0.02,
      competitorUse: random() < 0.03,
      promotion: random() < 0.03,
      iso: random() < 0.2,
      consignment: random() < 0.02,
      external: random() < 0.02,
      slowCirculation: circulation === 'C',
      effectiveFrom: '2024-01-01',
    };
  };

  names.forEach((n, index) => {
    const catIdx = categories.indexOf(n.category_en);
    const idxInCat = names.slice(0, index).filter((x) => x.category_en === n.category_en).length;
    const family = `${String(catIdx + 1).padStart(2, '0')}${String(idxInCat + 1).padStart(3, '0')}`;
    baseNumbers.push({ baseNumber: family, nameZh: n.name_zh, nameEn: n.name_en });
    const name = {
      zh: n.name_zh,
      en: n.name_en,
      category: n.category_en,
      min: Number(n.price_min_cny),
      max: Number(n.price_max_cny),
      usq: Number(n.unit_sales_qty) || 1,
      hazardous: n.hazardous === '1',
      fragile: n.fragile === '1',
    };
    const area = AREA_LETTERS[catIdx];
    const stockScale = Math.max(2, Math.round(3000 / Math.sqrt(name.max)));
    for (const model of DEMO_MODELS) {
      if (name.category === 'New energy' && model.kind === 'ice') continue;
      if ((name.category === 'Engine' || name.category === 'Exhaust') && model.kind === 'ev') continue;
      const generations = 1 + Math.floor(random() * 4.5);
      for (let g = 1; g <= generations; g++) {
        const stem = `${family}-${model.code}G${g}`;
        const code = `${stem}-00-A0`;
        const row = basePart(code, family, name, model);
        if (!pinned.has(code)) {
          const r = random();
          const successor = (status: PartStatus) => {
            row.status = status;
            row.newPartCode = `${stem}-01-A0`;
            push(basePart(row.newPartCode, family, name, model), area, stockScale);
          };
          if (r < 0.04) successor('ORB');
          else if (r < 0.06) successor('OSRB');
          else if (r < 0.08) row.status = 'OWO';
          else if (r < 0.1) row.status = 'ONR';
          else if (r < 0.11) row.status = 'ATP';
          const f = random();
          if (f < 0.01) row.subPart = true;
          else if (f < 0.02) row.partType = 'NewModel';
          else if (f < 0.03) {
            row.limitSell = true;
            row.limitedSalesArea = LIMIT_AREAS[Math.floor(random() * LIMIT_AREAS.length)];
            row.limitedSalesReason = '区域专供';
          }
        }
        row.discard = row.status === 'ONR';
        push(row, area, stockScale);
      }
    }
  });

  DEDICATED_TOOLS.forEach((tool, i) => {
    const code = `9900${i + 1}-TOOL-00-A0`;
    const row = basePart(
      code,
      '99000',
      {
        zh: tool.zh,
        en: tool.en,
        category: 'Tools',
        min: tool.price,
        max: tool.price,
        usq: 1,
        hazardous: false,
        fragile: false,
      },
      null,
    );
    row.partType = 'DedicatedTool';
    push(row, 'T', 2);
  });
  baseNumbers.push({ baseNumber: '99000', nameZh: '专用工具', nameEn: 'Dedicated tools' });

  applyPinned(entries, (row, area) => push(row, area, 20));
  return { entries, baseNumbers };
}

/** Gives the pinned demo parts their documented status and attributes, adding their successors. */
function applyPinned(entries: CatalogueEntry[], add: (row: PartRow, area: string) => void): void {
  const byCode = new Map(entries.map((e) => [e.row.partCode, e]));
  const get = (code: string) => {
    const e = byCode.get(code);
    if (!e) throw new Error(`pinned demo part ${code} was not generated`);
    return e;
  };
  const successorOf = (code: string, successor: string, status: PartStatus) => {
    const e = get(code);
    e.row.status = status;
    e.row.newPartCode = successor;
    if (!byCode.has(successor)) {
      const next = {
        ...e.row,
        partCode: successor,
        status: 'CUR',
        newPartCode: null,
        pinyinInitials: e.row.pinyinInitials,
      };
      add(next, e.area);
      byCode.set(successor, entries[entries.length - 1]);
    }
  };
  successorOf(DEMO_PARTS.replaced, DEMO_PARTS.replacedSuccessor, 'ORB');
  successorOf(DEMO_PARTS.chainStart, DEMO_PARTS.chainMiddle, 'ORB');
  successorOf(DEMO_PARTS.chainMiddle, DEMO_PARTS.chainEnd, 'ORB');
  successorOf(DEMO_PARTS.sellRemaining, DEMO_PARTS.sellRemainingSuccessor, 'OSRB');
  get(DEMO_PARTS.obsoleteWhenOut).row.status = 'OWO';
  Object.assign(get(DEMO_PARTS.abolished).row, { status: 'ONR', discard: true });
  get(DEMO_PARTS.notImplemented).row.status = 'ATP';
  Object.assign(get(DEMO_PARTS.limitedSale).row, {
    limitSell: true,
    limitedSalesArea: 'south',
    limitedSalesReason: '区域专供',
  });
  get(DEMO_PARTS.subPart).row.subPart = true;
  get(DEMO_PARTS.newModel).row.partType = 'NewModel';
  Object.assign(get(DEMO_PARTS.embargo).row, { embargo: true, airParcelEmbargo: true });
  Object.assign(get(DEMO_PARTS.airParcelEmbargo).row, { embargo: false, airParcelEmbargo: true });
  for (const code of [
    DEMO_PARTS.normal,
    DEMO_PARTS.multiple,
    DEMO_PARTS.zeroStock,
    DEMO_PARTS.lowStock,
    DEMO_PARTS.noStock,
  ]) {
    Object.assign(get(code).row, {
      status: 'CUR',
      newPartCode: null,
      subPart: false,
      partType: 'Normal',
      limitSell: false,
      limitedSalesArea: null,
    });
  }
  Object.assign(get(DEMO_PARTS.multiple).row, { unitSalesQty: 4, minPackageQty: 4 });
}
