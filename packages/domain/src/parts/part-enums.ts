import { SALES_REGIONS, type SalesRegion } from '../account.js';
import type { Label } from '../rules.js';

/**
 * The 17 part flags of spec §3, in the spec's order. `key` is the API/DB field name (boolean);
 * `embargo` bars a part from Urgent orders, `airParcelEmbargo` from Urgent + Air orders (spec §5).
 */
export const PART_FLAGS = [
  { key: 'colourPart', zh: '颜色件', en: 'Colour part' },
  { key: 'crossDock', zh: '越库', en: 'Cross transfer' },
  { key: 'discard', zh: '废止', en: 'Discard' },
  { key: 'competitorUse', zh: '竞品通用', en: 'Competitor use' },
  { key: 'promotion', zh: '促销', en: 'Promotion' },
  { key: 'iso', zh: 'ISO', en: 'ISO' },
  { key: 'hazardous', zh: '危险品', en: 'Hazardous' },
  { key: 'fragile', zh: '易碎', en: 'Fragile' },
  { key: 'subPart', zh: '专用子件', en: 'Dedicated sub-part' },
  { key: 'embargo', zh: '禁运', en: 'Embargo' },
  { key: 'airParcelEmbargo', zh: '禁止空运', en: 'Air parcel embargo' },
  { key: 'claim', zh: '索赔件', en: 'Claim' },
  { key: 'consignment', zh: '寄售', en: 'Consignment' },
  { key: 'external', zh: '外部件', en: 'External' },
  { key: 'limitSell', zh: '限制销售', en: 'Limit sell' },
  { key: 'newEnergy', zh: '新能源', en: 'New energy' },
  { key: 'slowCirculation', zh: '慢流通', en: 'Slow circulation' },
] as const satisfies readonly (Label & { key: string })[];

export type PartFlag = (typeof PART_FLAGS)[number]['key'];
export const PART_FLAG_KEYS: readonly PartFlag[] = PART_FLAGS.map((f) => f.key);
/** A part's flags; a missing key means false. */
export type PartFlags = Partial<Record<PartFlag, boolean>>;

/**
 * Part types (spec §3 "part type"; §5 names dedicated tools and new-model parts as not orderable).
 * `DedicatedTool` and `NewModel` parts are refused on dealer orders.
 */
export const PART_TYPES = ['Normal', 'Accessory', 'DedicatedTool', 'NewModel'] as const;
export type PartType = (typeof PART_TYPES)[number];
export const PART_TYPE_LABELS: Readonly<Record<PartType, Label>> = {
  Normal: { zh: '常规件', en: 'Normal part' },
  Accessory: { zh: '附件', en: 'Accessory' },
  DedicatedTool: { zh: '专用工具', en: 'Dedicated tool' },
  NewModel: { zh: '新车型件', en: 'New-model part' },
};

/** Replaceability classes A-E (spec §9); the spec gives no meaning beyond the letter. */
export const REPLACEABILITY_CLASSES = ['A', 'B', 'C', 'D', 'E'] as const;
export type Replaceability = (typeof REPLACEABILITY_CLASSES)[number];
export const REPLACEABILITY_LABELS: Readonly<Record<Replaceability, Label>> = {
  A: { zh: 'A类', en: 'Class A' },
  B: { zh: 'B类', en: 'Class B' },
  C: { zh: 'C类', en: 'Class C' },
  D: { zh: 'D类', en: 'Class D' },
  E: { zh: 'E类', en: 'Class E' },
};

/** Circulation types (spec §9 A/B/C; §5 fast, medium, slow): A fast, B medium, C slow. */
export const CIRCULATION_TYPES = ['A', 'B', 'C'] as const;
export type CirculationType = (typeof CIRCULATION_TYPES)[number];
export const CIRCULATION_TYPE_LABELS: Readonly<Record<CirculationType, Label>> = {
  A: { zh: '快流', en: 'Fast' },
  B: { zh: '中流', en: 'Medium' },
  C: { zh: '慢流', en: 'Slow' },
};

/** Purchase types (spec §3 "purchase type"; values not given): parts bought in China or imported. */
export const PURCHASE_TYPES = ['Domestic', 'Imported'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];
export const PURCHASE_TYPE_LABELS: Readonly<Record<PurchaseType, Label>> = {
  Domestic: { zh: '国产', en: 'Domestic' },
  Imported: { zh: '进口', en: 'Imported' },
};

/** Currencies of spec §9; prices and amounts on dealer documents are CNY. */
export const CURRENCIES = ['CNY', 'JPY', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_LABELS: Readonly<Record<Currency, Label>> = {
  CNY: { zh: '人民币', en: 'Chinese yuan' },
  JPY: { zh: '日元', en: 'Japanese yen' },
  EUR: { zh: '欧元', en: 'Euro' },
  USD: { zh: '美元', en: 'US dollar' },
};

/** Limited sales areas (spec §9 "limit areas"), the same values as the dealers' sales regions. */
export const LIMIT_AREAS: readonly SalesRegion[] = SALES_REGIONS;
export type LimitArea = SalesRegion;
export const LIMIT_AREA_LABELS: Readonly<Record<LimitArea, Label>> = {
  north: { zh: '华北', en: 'North' },
  east: { zh: '华东', en: 'East' },
  south: { zh: '华南', en: 'South' },
  west: { zh: '西部', en: 'West' },
  central: { zh: '华中', en: 'Central' },
};

/**
 * Storage (location) types of a warehouse. Abnormal parts (damaged, wrong, quarantined) must not be put
 * into transit, packaging or main storages (spec §5).
 */
export const STORAGE_TYPES = ['main', 'sub', 'transit', 'packaging', 'abnormal'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];
export const STORAGE_TYPE_LABELS: Readonly<Record<StorageType, Label>> = {
  main: { zh: '主库位', en: 'Main storage' },
  sub: { zh: '副库位', en: 'Sub storage' },
  transit: { zh: '在途库位', en: 'Transit storage' },
  packaging: { zh: '包装库位', en: 'Packaging storage' },
  abnormal: { zh: '异常件库位', en: 'Abnormal-part storage' },
};
