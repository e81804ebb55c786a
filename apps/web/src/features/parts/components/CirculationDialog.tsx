import type { CirculationRow } from '@spm/contracts';
import { CIRCULATION_TYPE_LABELS, CIRCULATION_TYPES, checkCirculationSetting } from '@spm/domain';
import { InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowsSettings } from '../api';
import { labelledOptions } from '../part-labels';
import { RowsSettingDialog, type SettingDialogProps } from './RowsSettingDialog';

/** The saved rows, or one row of each circulation type while there are none. */
const formRows = (rows: CirculationRow[]) =>
  rows.length > 0 ? rows : CIRCULATION_TYPES.map((c) => ({ circulationType: c, endRatio: '', minMonth: 1 }));

const rowsOf = (values: { rows: CirculationRow[] }) =>
  values.rows.map((r) => ({ ...r, endRatio: String(r.endRatio ?? '') }));

/** Circulation type setting (spec §5): fast, medium, slow; end ratios rising, the last 1; first minimum month 1. */
export function CirculationDialog(dialog: SettingDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <RowsSettingDialog
      {...dialog}
      setting={rowsSettings.circulation}
      formRows={formRows}
      rowsOf={rowsOf}
      check={checkCirculationSetting}
      texts="parts:circulation"
      width={620}
      columns={[
        {
          title: t('parts:field.circulationType'),
          field: 'circulationType',
          input: (
            <Select
              style={{ width: 140 }}
              options={labelledOptions(CIRCULATION_TYPE_LABELS, i18n.language)}
            />
          ),
        },
        {
          title: t('parts:circulation.endRatio'),
          field: 'endRatio',
          input: <InputNumber<string> stringMode min="0" max="1" step="0.05" style={{ width: 120 }} />,
        },
        {
          title: t('parts:circulation.minMonth'),
          field: 'minMonth',
          input: <InputNumber min={1} max={12} precision={0} style={{ width: 100 }} />,
        },
      ]}
    />
  );
}
