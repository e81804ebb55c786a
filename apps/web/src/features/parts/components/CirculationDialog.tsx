import type { CirculationRow } from '@spm/contracts';
import { CIRCULATION_TYPE_LABELS, CIRCULATION_TYPES, checkCirculationSetting } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableRows } from '../../../shared/EditableRows';
import { FormDialog } from '../../../shared/FormDialog';
import { fetchCirculation, partKeys, saveCirculation } from '../api';
import { domainLanguage, labelledOptions } from '../part-labels';
import { applyPartErrors, showViolations } from './violations';

type Values = { rows: CirculationRow[] };

/** Circulation type setting (spec §5): fast, medium, slow; end ratios rising, the last 1; first minimum month 1. */
export function CirculationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const setting = useQuery({
    queryKey: partKeys.setting('circulation'),
    queryFn: fetchCirculation,
    enabled: open,
  });
  const language = domainLanguage(i18n.language);

  useEffect(() => {
    if (open && setting.data) {
      const rows =
        setting.data.rows.length > 0
          ? setting.data.rows
          : CIRCULATION_TYPES.map((c) => ({ circulationType: c, endRatio: '', minMonth: 1 }));
      form.setFieldsValue({ rows });
    }
  }, [open, setting.data, form]);

  const rowsOf = (values: Values) => values.rows.map((r) => ({ ...r, endRatio: String(r.endRatio ?? '') }));

  const save = async (values: Values) => {
    await saveCirculation({ rows: rowsOf(values), version: setting.data?.version ?? 0 });
    await setting.refetch();
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      title={t('parts:circulation.title')}
      name="circulation"
      width={620}
      validate={(values) => !showViolations(form, checkCirculationSetting(rowsOf(values)), language)}
      onSubmit={save}
      applyErrors={applyPartErrors}
      onClose={onClose}
      footer={<div style={{ color: '#8c8c8c', marginTop: 8 }}>{t('parts:circulation.hint')}</div>}
    >
      <EditableRows
        name="rows"
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
    </FormDialog>
  );
}
