import { DEALER_TYPES } from '@spm/domain';
import type { Db } from '../../../platform/db/client';
import { cities, seededRandom } from '../reference-data';
import { exec, lit, scalar } from './sql';

/**
 * Scale organisation (docs/decisions/scale-data.md "Organisation"): warehouses up to W08 and dealers
 * up to the target count, in the real cities of `cities.tsv`, each new dealer with a credit account
 * (credit limit and opening available balance in CNY, 2 decimals). Fills the work tables
 * `_scale_wh (n, code)` and `_scale_dealers (n, code, warehouse_code)`; n = 0 is dealer D0001.
 */

const SUFFIX = [
  { zh: '汽车销售服务有限公司', en: 'Auto Sales & Service Co., Ltd.' },
  { zh: '汽车贸易有限公司', en: 'Motor Trading Co., Ltd.' },
  { zh: '汽车服务有限公司', en: 'Automotive Service Co., Ltd.' },
];

/** Adds missing warehouses W01..W0n (n = `total`); answers how many were added. */
export async function addWarehouses(db: Db, total: number): Promise<number> {
  const existing = new Set(
    (await exec<{ code: string }>(db, 'select code from warehouses')).map((r) => r.code),
  );
  const used = new Set(
    (await exec<{ city: string }>(db, 'select city_en as city from warehouses')).map((r) => r.city),
  );
  const free = cities().filter((c) => !used.has(c.cityEn));
  const rows: string[] = [];
  for (let i = 1; i <= total; i++) {
    const code = `W${String(i).padStart(2, '0')}`;
    if (existing.has(code)) continue;
    const c = free.shift();
    if (!c) throw new Error('not enough cities for the warehouses');
    rows.push(
      `(${lit(code)},${lit(`${c.cityZh}配送中心`)},${lit(`${c.cityEn} PDC`)},${lit(c.provinceZh)},${lit(c.cityZh)},${lit(c.cityEn)},${lit(c.region)},${i})`,
    );
  }
  if (rows.length > 0) {
    await exec(
      db,
      `insert into warehouses (code, name_zh, name_en, province_zh, city_zh, city_en, region, sort_order) values ${rows.join(',')}`,
    );
  }
  await exec(
    db,
    'insert into _scale_wh (n, code) select row_number() over (order by code) - 1, code from warehouses where active',
  );
  return rows.length;
}

/**
 * Adds dealers after the highest existing `Dnnnn` code up to `total` dealers, with credit accounts
 * (limit CNY 100,000–500,000, opening available balance CNY 50,000–400,000, whole thousands).
 * Answers how many dealers were added.
 */
export async function addDealers(db: Db, seed: number, total: number): Promise<number> {
  const existing = await scalar(db, 'select count(*)::int as n from dealers');
  const highest = await scalar(
    db,
    `select coalesce(max(substr(code, 2)::int), 0) as n from dealers where code ~ '^D[0-9]{4}$'`,
  );
  const whs = await exec<{ code: string; region: string }>(
    db,
    'select code, region from warehouses where active order by sort_order, code',
  );
  const regionWarehouse = new Map<string, string>();
  for (const w of whs) if (!regionWarehouse.has(w.region)) regionWarehouse.set(w.region, w.code);
  const all = cities();
  const random = seededRandom(seed * 31 + 5);
  const add = Math.max(0, total - existing);
  for (let start = 0; start < add; start += 500) {
    const dealers: string[] = [];
    const credit: string[] = [];
    for (let k = start; k < Math.min(add, start + 500); k++) {
      const num = highest + k + 1;
      if (num > 9999) throw new Error('dealer codes D0001..D9999 exhausted');
      const code = `D${String(num).padStart(4, '0')}`;
      const c = all[(num - 1) % all.length];
      const branch = Math.floor((num - 1) / all.length) + 1;
      const suffix = SUFFIX[(num - 1) % SUFFIX.length];
      const type = DEALER_TYPES[Math.floor(random() * DEALER_TYPES.length)];
      dealers.push(
        `(${lit(code)},${lit(`${c.cityZh}骏驰${branch > 1 ? `${branch}店` : ''}${suffix.zh}`)},${lit(`${c.cityEn} Junchi${branch > 1 ? ` No.${branch}` : ''} ${suffix.en}`)},${lit(type)},${lit(c.provinceZh)},${lit(c.cityZh)},${lit(c.cityEn)},${lit(c.region)},${lit(regionWarehouse.get(c.region) ?? whs[0].code)},${num % 7 === 0})`,
      );
      const limit = (100 + Math.floor(random() * 401)) * 1000;
      const balance = (50 + Math.floor(random() * 351)) * 1000;
      credit.push(`(${lit(code)},${limit}.00,${balance}.00)`);
    }
    await exec(
      db,
      `insert into dealers (code, name_zh, name_en, dealer_type, province_zh, city_zh, city_en, region, default_warehouse_code, new_energy_authorised) values ${dealers.join(',')}`,
    );
    await exec(
      db,
      `insert into credit_accounts (dealer_code, credit_limit, available_balance) values ${credit.join(',')}`,
    );
  }
  await exec(
    db,
    `insert into _scale_dealers (n, code, warehouse_code)
     select row_number() over (order by (d.code <> 'D0001'), d.code) - 1, d.code, coalesce(d.default_warehouse_code, 'W01')
     from dealers d where d.active`,
  );
  return add;
}
