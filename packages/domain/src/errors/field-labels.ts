import type { Language } from './index.js';

/**
 * Names of request fields as a person reads them, for messages that name a field ("请输入审批意见"
 * rather than "请输入opinion"). A field not listed keeps its API name.
 */
const FIELD_LABELS: Record<string, { zh: string; en: string }> = {
  opinion: { zh: '审批意见', en: 'approval opinion' },
  dealerCode: { zh: '经销商编号', en: 'dealer code' },
  warehouseCode: { zh: '仓库编号', en: 'warehouse code' },
  partCode: { zh: '配件编号', en: 'part code' },
  file: { zh: '文件', en: 'file' },
  qty: { zh: '数量', en: 'quantity' },
  orderType: { zh: '订单类型', en: 'order type' },
  transportType: { zh: '运输方式', en: 'transport type' },
  vin: { zh: 'VIN码', en: 'VIN' },
  approvalNo: { zh: '审批号', en: 'approval no' },
  remark: { zh: '备注', en: 'remark' },
  title: { zh: '标题', en: 'title' },
  version: { zh: '版本', en: 'version' },
  username: { zh: '用户名', en: 'user name' },
  password: { zh: '密码', en: 'password' },
  lines: { zh: '订单明细', en: 'order lines' },
};

/**
 * The label of a field path in `language`: the path itself when listed, else its last named
 * segment (`lines.3.qty` → 数量), else the path unchanged.
 */
export function fieldLabel(field: string, language: Language): string {
  const named =
    FIELD_LABELS[field] ??
    FIELD_LABELS[
      field
        .split('.')
        .filter((s) => !/^\d+$/.test(s))
        .at(-1) ?? ''
    ];
  if (!named) return field;
  return language === 'en-US' ? named.en : named.zh;
}
