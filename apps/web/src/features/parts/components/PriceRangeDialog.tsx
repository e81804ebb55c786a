import type { PriceRangeRow } from '@spm/contracts';
import { checkPriceRanges } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableRows } from '../../../shared/EditableRows';
import { FormDialog } from '../../../shared/FormDialog';
import { fetchPriceRanges, partKeys, savePriceRanges } from '../api';
import { domainLanguage } from '../part-labels';
import { applyPartErrors, showViolations } from './violations';

type Row = { startValue: string; endValue: string | null; controlParameter: string };
type Values = { rows: Row[] };

const text = (v: unknown) => String(v ?? '').trim();

/**
 * Price range setting (spec §5): contiguous ranges in CNY, the last one open (end empty); control
 * parameter ≥ 0 with at most 2 integer digits and 1 decimal.
 */
export function PriceRangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const setting = useQuery({
    queryKey: partKeys.setting('priceRanges'),
    queryFn: fetchPriceRanges,
    enabled: open,
  });

  useEffect(() => {
    if (open && setting.data) form.setFieldsValue({ rows: setting.data.rows as Row[] });
  }, [open, setting.data, form]);

  const rowsOf = (values: Values): PriceRangeRow[] =>
    (values.rows ?? []).map((r) => ({
      startValue: text(r.startValue),
      endValue: text(r.endValue) === '' ? null : text(r.endValue),
      controlParameter: text(r.controlParameter),
    }));

  const save = async (values: Values) => {
    await savePriceRanges({ rows: rowsOf(values), version: setting.data?.version ?? 0 });
    await setting.refetch();
  };

  const cell = (width: number) => <Input style={{ width }} maxLength={20} />;

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      title={t('parts:priceRange.title')}
      name="priceRanges"
      width={660}
      validate={(values) =>
        !showViolations(form, checkPriceRanges(rowsOf(values)), domainLanguage(i18n.language))
      }
      onSubmit={save}
      applyErrors={applyPartErrors}
      onClose={onClose}
      footer={<div style={{ color: '#8c8c8c', marginTop: 8 }}>{t('parts:priceRange.hint')}</div>}
    >
      <EditableRows
        name="rows"
        newRow={{ startValue: '', endValue: null, controlParameter: '' }}
        addLabel={t('parts:priceRange.addRow')}
        columns={[
          { title: t('parts:priceRange.start'), field: 'startValue', input: cell(130) },
          { title: t('parts:priceRange.end'), field: 'endValue', input: cell(130) },
          { title: t('parts:priceRange.control'), field: 'controlParameter', input: cell(100) },
        ]}
      />
    </FormDialog>
  );
}
