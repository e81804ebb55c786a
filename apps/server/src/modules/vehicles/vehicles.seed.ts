import { businessDate, vinCheckDigit } from '@spm/domain';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { vehicles } from './vehicles.tables';

/** Puts the right check digit at position 9 of a 17-character VIN stem. */
const withCheckDigit = (stem: string) =>
  `${stem.slice(0, 8)}${vinCheckDigit(`${stem.slice(0, 8)}0${stem.slice(9)}`)}${stem.slice(9)}`;

const MODELS = [
  { modelCode: 'LAV15', modelName: '朗逸 1.5L 自动舒适版', newEnergy: false },
  { modelCode: 'PAS20', modelName: '帕萨特 330TSI 精英版', newEnergy: false },
  { modelCode: 'TIGL', modelName: '途观L 330TSI 两驱智享版', newEnergy: false },
  { modelCode: 'ID4C', modelName: 'ID.4 CROZZ 纯净智享版', newEnergy: true },
  { modelCode: 'ID3', modelName: 'ID.3 智享版', newEnergy: true },
] as const;
const OWNERS = [
  '张伟',
  '王芳',
  '李娜',
  '刘洋',
  '陈静',
  '杨磊',
  '赵敏',
  '黄涛',
  '周杰',
  '吴倩',
  '徐明',
  '孙丽',
];
const PLATES = ['沪A', '沪B', '苏E', '浙A', '粤B', '京N'];

/**
 * Twelve demo vehicles with valid VINs (check digit computed), plates, owners and delivery dates in the
 * two years before the clock; every second-to-last model is new energy with an electric drive number.
 * The first is `LSVAU218XN2183294`, the VIN of the demo VOR orders.
 */
export async function seedVehicles({ db, now, businessTz }: DemoSeedContext): Promise<void> {
  const at = now();
  const today = new Date(`${businessDate(at, businessTz)}T00:00:00Z`);
  const rows = OWNERS.map((ownerName, i) => {
    const model = MODELS[i % MODELS.length];
    const serial = String(183294 + i * 1117).padStart(6, '0');
    const vin =
      i === 0 ? 'LSVAU218XN2183294' : withCheckDigit(`LSV${model.newEnergy ? 'E' : 'A'}U2180PN${serial}`);
    const delivered = new Date(today);
    delivered.setUTCDate(delivered.getUTCDate() - (30 + i * 53));
    return {
      vin,
      plateNo: `${PLATES[i % PLATES.length]}${model.newEnergy ? 'D' : ''}${String(10234 + i * 731).slice(0, 5)}`,
      modelCode: model.modelCode,
      modelName: model.modelName,
      deliveryDate: delivered.toISOString().slice(0, 10),
      ownerName,
      engineNo: model.newEnergy ? null : `DLF${String(400120 + i * 37)}`,
      electricDriveNo: model.newEnergy ? `EDU${String(880310 + i * 41)}` : null,
      newEnergy: model.newEnergy,
      createdAt: at,
      updatedAt: at,
    };
  });
  await db.insert(vehicles).values(rows);
}
