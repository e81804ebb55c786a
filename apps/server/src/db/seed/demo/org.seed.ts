import { DEALER_TYPES, type DealerType } from '@spm/domain';
import { dealers, suppliers, warehouses } from '../../../platform/db/platform.tables';
import { cities, seededRandom } from '../reference-data';
import type { DemoSeedContext } from './context';

/** Warehouse cities: one per region and the big hubs; the first is the slow-flow main warehouse. */
const WAREHOUSE_CITIES = [
  'Beijing',
  'Shanghai',
  'Guangzhou',
  'Chengdu',
  'Wuhan',
  'Shenyang',
  "Xi'an",
  'Hangzhou',
];

const DEALER_SUFFIX = [
  { zh: '汽车销售服务有限公司', en: 'Auto Sales & Service Co., Ltd.' },
  { zh: '汽车贸易有限公司', en: 'Motor Trading Co., Ltd.' },
  { zh: '汽车服务有限公司', en: 'Automotive Service Co., Ltd.' },
];
const BRAND = { zh: '骏驰', en: 'Junchi' };

/** Demo organisation: 8 warehouses in real cities, ~60 dealers of every dealer type, 4 suppliers. */
export async function seedOrg({ db }: DemoSeedContext) {
  const all = cities();
  const whCities = WAREHOUSE_CITIES.map((name) => {
    const c = all.find((x) => x.cityEn === name);
    if (!c) throw new Error(`city ${name} missing from cities.tsv`);
    return c;
  });
  await db.insert(warehouses).values(
    whCities.map((c, i) => ({
      code: `W${String(i + 1).padStart(2, '0')}`,
      nameZh: `${c.cityZh}配送中心`,
      nameEn: `${c.cityEn} PDC`,
      provinceZh: c.provinceZh,
      cityZh: c.cityZh,
      cityEn: c.cityEn,
      region: c.region,
      slowFlowMain: i === 0,
      sortOrder: i + 1,
    })),
  );
  const regionWarehouse = new Map<string, string>();
  whCities.forEach((c, i) => {
    if (!regionWarehouse.has(c.region)) regionWarehouse.set(c.region, `W${String(i + 1).padStart(2, '0')}`);
  });

  const random = seededRandom(20260101);
  const typeFor = (i: number): DealerType => {
    if (i <= 2) return 'JointVentureA';
    return DEALER_TYPES[Math.floor(random() * DEALER_TYPES.length)];
  };
  const rows = Array.from({ length: 60 }, (_, k) => {
    const i = k + 1;
    const c = all[k % all.length];
    const suffix = DEALER_SUFFIX[k % DEALER_SUFFIX.length];
    const branch = k >= all.length ? 2 : 1;
    const dealerType = i === 60 ? 'InternalCustomer' : i === 59 ? 'Warehouse' : typeFor(i);
    return {
      code: `D${String(i).padStart(4, '0')}`,
      nameZh: `${c.cityZh}${BRAND.zh}${branch > 1 ? `${branch}店` : ''}${suffix.zh}`,
      nameEn: `${c.cityEn} ${BRAND.en}${branch > 1 ? ` No.${branch}` : ''} ${suffix.en}`,
      dealerType,
      provinceZh: c.provinceZh,
      cityZh: c.cityZh,
      cityEn: c.cityEn,
      region: c.region,
      defaultWarehouseCode: regionWarehouse.get(c.region) ?? 'W01',
      newEnergyAuthorised: i === 3 || i % 7 === 0,
    };
  });
  await db.insert(dealers).values(rows);
  await db.insert(suppliers).values([
    {
      code: 'S001',
      nameZh: '博世汽车部件（苏州）有限公司',
      nameEn: 'Bosch Automotive Parts (Suzhou) Co., Ltd.',
    },
    {
      code: 'S002',
      nameZh: '法雷奥汽车内部控制（深圳）有限公司',
      nameEn: 'Valeo Interior Controls (Shenzhen) Co., Ltd.',
    },
    {
      code: 'S003',
      nameZh: '曼胡默尔滤清器（上海）有限公司',
      nameEn: 'Mann+Hummel Filter (Shanghai) Co., Ltd.',
    },
    { code: 'S004', nameZh: '宁波拓普集团股份有限公司', nameEn: 'Ningbo Tuopu Group Co., Ltd.' },
  ]);
}
