import type { CirculationRow } from '@spm/contracts';
import { CIRCULATION_TYPE_LABELS, CIRCULATION_TYPES, checkCirculationSetting } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Select, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { fetchCirculation, partKeys, saveCirculation } from '../api';
import { domainLanguage, labelledOptions } from '../part-labels';
import { applyPartErrors, showViolations } from './violations';

/** Circulation type setting (spec §5): fast, medium, slow; end ratios rising, the last 1; first minimum month 1. */
export function CirculationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ rows: CirculationRow[] }>();
  const [saving, setSaving] = useState(false);
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

  const submit = async () => {
    const rows = (form.getFieldValue('rows') as CirculationRow[]).map((r) => ({
      ...r,
      endRatio: String(r.endRatio ?? ''),
    }));
    if (showViolations(form, checkCirculationSetting(rows), language)) return;
    setSaving(true);
    try {
      await saveCirculation({ rows, version: setting.data?.version ?? 0 });
      notify.success(t('common:message.saved'));
      await setting.refetch();
      onClose();
    } catch (error) {
      applyPartErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('parts:circulation.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving}
      width={620}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} name="circulation" component={false}>
        <Form.List name="rows">
          {(fields) => (
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields}
              columns={[
                {
                  title: t('parts:field.circulationType'),
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'circulationType']} noStyle>
                      <Select
                        style={{ width: 140 }}
                        options={labelledOptions(CIRCULATION_TYPE_LABELS, i18n.language)}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('parts:circulation.endRatio'),
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'endRatio']} style={{ margin: 0 }}>
                      <InputNumber<string> stringMode min="0" max="1" step="0.05" style={{ width: 120 }} />
                    </Form.Item>
                  ),
                },
                {
                  title: t('parts:circulation.minMonth'),
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'minMonth']} style={{ margin: 0 }}>
                      <InputNumber min={1} max={12} precision={0} style={{ width: 100 }} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          )}
        </Form.List>
      </Form>
      <div style={{ color: '#8c8c8c', marginTop: 8 }}>{t('parts:circulation.hint')}</div>
    </Modal>
  );
}
