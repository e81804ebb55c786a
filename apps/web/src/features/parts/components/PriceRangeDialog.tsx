import type { PriceRangeRow } from '@spm/contracts';
import { checkPriceRanges } from '@spm/domain';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchPriceRanges, savePriceRanges } from '../api';
import { RowsSettingDialog } from './RowsSettingDialog';

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
export function PriceRangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RowsSettingDialog
      open={open}
      onClose={onClose}
      kind="priceRanges"
      fetch={fetchPriceRanges}
      save={savePriceRanges}
      formRows={(rows) => rows as Row[]}
      rowsOf={rowsOf}
      check={checkPriceRanges}
      texts="parts:priceRange"
      name="priceRanges"
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
