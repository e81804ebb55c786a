import type { PriceRangeRow } from '@spm/contracts';
import { checkPriceRanges } from '@spm/domain';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowsSettings } from '../api';
import { RowsSettingDialog, type SettingDialogProps } from './RowsSettingDialog';

type Row = { startValue: string; endValue: string | null; controlParameter: string };

const text = (v: unknown) => String(v ?? '').trim();

const rowsOf = (values: { rows: Row[] }): PriceRangeRow[] =>
  (values.rows ?? []).map((r) => ({
    startValue: text(r.startValue),
    endValue: text(r.endValue) === '' ? null : text(r.endValue),
    controlParameter: text(r.controlParameter),
  }));

const cell = (width: number) => <Input style={{ width }} maxLength={20} />;

/**
 * Price range setting (spec §5): contiguous ranges in CNY, the last one open (end empty); control
 * parameter ≥ 0 with at most 2 integer digits and 1 decimal.
 */
export function PriceRangeDialog(dialog: SettingDialogProps) {
  const { t } = useTranslation();
  return (
    <RowsSettingDialog
      {...dialog}
      setting={rowsSettings.priceRanges}
      formRows={(rows) => rows as Row[]}
      rowsOf={rowsOf}
      check={checkPriceRanges}
      texts="parts:priceRange"
      width={660}
      newRow={{ startValue: '', endValue: null, controlParameter: '' }}
      addLabel={t('parts:priceRange.addRow')}
      columns={[
        { title: t('parts:priceRange.start'), field: 'startValue', input: cell(130) },
        { title: t('parts:priceRange.end'), field: 'endValue', input: cell(130) },
        { title: t('parts:priceRange.control'), field: 'controlParameter', input: cell(100) },
      ]}
    />
  );
}
