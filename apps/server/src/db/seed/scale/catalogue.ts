import { deriveRushPrices, toMoney } from '@spm/domain';
import { pinyinInitials } from '../../../modules/parts';
import type { Db } from '../../../platform/db/client';
import { readTsv, seededRandom } from '../reference-data';
import { exec, lit } from './sql';

/**
 * Scale parts (docs/decisions/scale-data.md "Parts"): the real names of `part-names.tsv` crossed with
 * vehicle models, generations and variants. Codes `<family>-<model>G<generation>-<revision>-<variant>`
 * (e.g. `01001-B5G2-00-L1`): family = the demo base number, models and variants disjoint from the demo
 * catalogue (whose codes all end in `-A0`), so no code collides. Prices CNY with 2 decimals inside the
 * name's price range, rush prices derived as the app does; pinyin initials as the app computes them.
 */

/** Models of the scale catalogue (none of them is a demo model). */
const MODELS = [
  ['A1', 'ice'],
  ['A2', 'ice'],
  ['A4', 'ice'],
  ['A6', 'ice'],
  ['B3', 'ice'],
  ['B5', 'ice'],
  ['B7', 'ice'],
  ['C3', 'ice'],
  ['C5', 'ice'],
  ['C7', 'ice'],
  ['D5', 'ice'],
  ['D7', 'ice'],
  ['H6', 'ice'],
  ['H8', 'ice'],
  ['K3', 'ice'],
  ['K5', 'ice'],
  ['L7', 'ice'],
  ['L9', 'ice'],
  ['S3', 'ice'],
  ['S5', 'ice'],
  ['S7', 'ice'],
  ['T5', 'ice'],
  ['V6', 'ice'],
  ['V8', 'ice'],
  ['E3', 'ev'],
  ['E9', 'ev'],
  ['P5', 'phev'],
  ['P7', 'phev'],
].map(([code, kind]) => ({
  code,
  kind,
  zh: kind === 'ev' ? `骏驰 EV ${code}` : kind === 'phev' ? `骏驰 ${code} 插电混动` : `骏驰 ${code}`,
  en: kind === 'ev' ? `Junchi EV ${code}` : kind === 'phev' ? `Junchi ${code} PHEV` : `Junchi ${code}`,
}));

const POSITIONAL = new Set(['Body', 'Brakes', 'Lighting', 'Suspension', 'Wheels', 'Steering']);
const VARIANTS_POSITIONAL = [
  { code: 'L1', zh: '左', en: 'left' },
  { code: 'R1', zh: '右', en: 'right' },
  { code: 'F1', zh: '前', en: 'front' },
  { code: 'B1', zh: '后', en: 'rear' },
];
const VARIANTS_OTHER = [
  { code: 'S1', zh: '', en: '' },
  { code: 'H1', zh: '加强型', en: 'heavy-duty' },
  { code: 'C1', zh: '寒区型', en: 'cold-climate' },
  { code: 'U1', zh: '升级版', en: 'upgraded' },
];
const SUPPLIERS = ['S001', 'S002', 'S003', 'S004'];
const AREAS = 'ABCDEFGHJKLMNPQR';

/** One scale part as inserted (money CNY strings with 2 decimals, qty in pieces). */
export interface ScalePart {
  n: number;
  partCode: string;
  nameZh: string;
  nameEn: string;
  pinyin: string;
  family: string;
  category: string;
  model: string;
  supplier: string;
  status: string;
  newPartCode: string | null;
  storage: string;
  subStorage: string;
  usq: number;
  price: string;
  hazardous: boolean;
  fragile: boolean;
  newEnergy: boolean;
  /** Rough pieces per warehouse for the stock rows. */
  stockScale: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Yields `count` scale parts in a fixed order (deterministic for a seed), one at a time, so callers
 * can insert them in batches without holding them all.
 */
export function* scaleParts(seed: number, count: number): Generator<ScalePart> {
  const random = seededRandom(seed * 7919 + 17);
  const names = readTsv('part-names.tsv');
  const categories = [...new Set(names.map((n) => n.category_en))];
  const pinyinCache = new Map<string, string>();
  const slots = new Map<string, number>();
  let n = 0;
  const storageOf = (area: string) => {
    const slot = slots.get(area) ?? 0;
    slots.set(area, slot + 1);
    const main = `${area}Z-${two((Math.floor(slot / 200) % 99) + 1)}-${two((Math.floor(slot / 20) % 10) + 1)}-${two((slot % 20) + 1)}`;
    const sub = `Y-${two((Math.floor(slot / 200) % 99) + 1)}-${two((Math.floor(slot / 20) % 10) + 1)}-${two((slot % 20) + 1)}`;
    return { main, sub };
  };
  const perCategory = new Map<string, number>();
  const families = names.map((row) => {
    const catIdx = categories.indexOf(row.category_en);
    const idx = (perCategory.get(row.category_en) ?? 0) + 1;
    perCategory.set(row.category_en, idx);
    return { row, catIdx, family: `${two(catIdx + 1)}${String(idx).padStart(3, '0')}` };
  });
  for (let gen = 1; gen <= 9; gen++) {
    for (let v = 0; v < 4; v++) {
      for (const model of MODELS) {
        for (const { row, catIdx, family } of families) {
          if (n >= count) return;
          const category = row.category_en;
          if (category === 'New energy' && model.kind === 'ice') continue;
          if ((category === 'Engine' || category === 'Exhaust') && model.kind === 'ev') continue;
          const variant = (POSITIONAL.has(category) ? VARIANTS_POSITIONAL : VARIANTS_OTHER)[v];
          const detailZh = variant.zh ? `，${variant.zh}` : '';
          const detailEn = variant.en ? `, ${variant.en}` : '';
          const nameZh = `${row.name_zh}（${model.zh}${detailZh}）`;
          let pinyin = pinyinCache.get(nameZh);
          if (pinyin === undefined) {
            pinyin = pinyinInitials(nameZh);
            pinyinCache.set(nameZh, pinyin);
          }
          const min = Number(row.price_min_cny);
          const max = Number(row.price_max_cny);
          const usq = Number(row.unit_sales_qty) || 1;
          const r = random();
          const status =
            r < 0.9
              ? 'CUR'
              : r < 0.93
                ? 'OWO'
                : r < 0.95
                  ? 'ONR'
                  : r < 0.96
                    ? 'ATP'
                    : r < 0.98
                      ? 'ORB'
                      : 'OSRB';
          const stem = `${family}-${model.code}G${gen}`;
          const successor = status === 'ORB' || status === 'OSRB' ? `${stem}-01-${variant.code}` : null;
          const base = {
            nameZh,
            nameEn: `${row.name_en} (${model.en}${detailEn})`,
            pinyin,
            family,
            category,
            model: model.code,
            supplier: SUPPLIERS[catIdx % SUPPLIERS.length],
            usq,
            hazardous: row.hazardous === '1',
            fragile: row.fragile === '1',
            newEnergy: category === 'New energy',
            stockScale: Math.max(4, Math.round(3000 / Math.sqrt(max))),
          };
          const make = (partCode: string, st: string, next: string | null): ScalePart => {
            const { main, sub } = storageOf(AREAS[catIdx % AREAS.length]);
            return {
              ...base,
              n: n++,
              partCode,
              status: st,
              newPartCode: next,
              storage: main,
              subStorage: sub,
              price: toMoney(min + random() * (max - min)),
            };
          };
          yield make(`${stem}-00-${variant.code}`, status, successor);
          if (successor && n < count) yield make(successor, 'CUR', null);
        }
      }
    }
  }
  if (n < count) throw new Error(`the scale catalogue holds only ${n} parts, ${count} asked`);
}

const b = (v: boolean) => (v ? 'true' : 'false');

/**
 * Inserts `count` scale parts into `parts` and into the work table `_scale_parts` (n, code, status,
 * storage, sub storage, unit sales qty, price, stock scale), in multi-row INSERTs of `batch` rows.
 * Answers the number of parts written.
 */
export async function insertScaleParts(db: Db, seed: number, count: number, batch = 2000): Promise<number> {
  let rows: ScalePart[] = [];
  let written = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    const values = rows.map((p) => {
      const prices = deriveRushPrices(p.price);
      const safety = Math.max(p.usq, Math.round(10 / p.usq) * p.usq);
      return `(${lit(p.partCode)},${lit(p.nameZh)},${lit(p.nameEn)},${lit(p.pinyin)},${lit(p.family)},'Normal',${lit(p.category)},${lit(p.model)},${lit(p.supplier)},${lit(p.status)},${lit(p.newPartCode)},${lit(p.storage)},${safety},${safety * 2},${p.usq},${p.usq},${p.usq},${p.usq * 10},${lit(p.price)},${lit(p.price)},${lit(prices.rushPrice)},${lit(prices.rushLandPrice)},${lit(prices.suggestedRetailPrice)},${b(p.hazardous)},${b(p.fragile)},${b(p.hazardous)},${b(p.newEnergy)},${b(p.status === 'ONR')},'2025-01-01')`;
    });
    await exec(
      db,
      `insert into parts (part_code, name_zh, name_en, pinyin_initials, base_number, part_type, category, project_code, supplier_code, status, new_part_code, main_storage_code, safety_stock, reorder_point, min_package_qty, unit_sales_qty, unit_order_qty, min_order_qty, price_ordinary, price_normal, price_rush, price_rush_land, price_suggested_retail, hazardous, fragile, air_parcel_embargo, new_energy, discard, effective_from) values ${values.join(',')}`,
    );
    const work = rows.map(
      (p) =>
        `(${p.n},${lit(p.partCode)},${lit(p.status)},${lit(p.storage)},${lit(p.subStorage)},${p.usq},${p.price},${p.stockScale},${b(p.status === 'CUR' && !p.newEnergy && !p.hazardous)})`,
    );
    await exec(
      db,
      `insert into _scale_parts (n, part_code, status, storage, sub_storage, usq, price, stock_scale, orderable) values ${work.join(',')}`,
    );
    written += rows.length;
    rows = [];
  };
  for (const part of scaleParts(seed, count)) {
    rows.push(part);
    if (rows.length >= batch) await flush();
  }
  await flush();
  return written;
}
