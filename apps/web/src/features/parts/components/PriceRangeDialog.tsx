import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PriceRangeRow } from '@spm/contracts';
import { checkPriceRanges } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { fetchPriceRanges, partKeys, savePriceRanges } from '../api';
import { domainLanguage } from '../part-labels';
import { applyPartErrors, showViolations } from './violations';

type Row = { startValue: string; endValue: string | null; controlParameter: string };

/**
 * Price range setting (spec §5): contiguous ranges in CNY, the last one open (end empty); control
 * parameter ≥ 0 with at most 2 integer digits and 1 decimal.
 */
export function PriceRangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ rows: Row[] }>();
  const [saving, setSaving] = useState(false);
  const setting = useQuery({
    queryKey: partKeys.setting('priceRanges'),
    queryFn: fetchPriceRanges,
    enabled: open,
  });

  useEffect(() => {
    if (open && setting.data) form.setFieldsValue({ rows: setting.data.rows as Row[] });
  }, [open, setting.data, form]);

  const submit = async () => {
    const rows: PriceRangeRow[] = (form.getFieldValue('rows') as Row[]).map((r) => ({
      startValue: String(r.startValue ?? '').trim(),
      endValue: r.endValue === null || String(r.endValue).trim() === '' ? null : String(r.endValue).trim(),
      controlParameter: String(r.controlParameter ?? '').trim(),
    }));
    if (showViolations(form, checkPriceRanges(rows), domainLanguage(i18n.language))) return;
    setSaving(true);
    try {
      await savePriceRanges({ rows, version: setting.data?.version ?? 0 });
      notify.success(t('common:message.saved'));
      await setting.refetch();
      onClose();
    } catch (error) {
      applyPartErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const cell = (name: (string | number)[], width: number) => (
    <Form.Item name={name} style={{ margin: 0 }}>
      <Input style={{ width }} maxLength={20} />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t('parts:priceRange.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving}
      width={660}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} name="priceRanges" component={false}>
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <>
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                columns={[
                  { title: '#', width: 40, render: (_, f) => f.name + 1 },
                  { title: t('parts:priceRange.start'), render: (_, f) => cell([f.name, 'startValue'], 130) },
                  { title: t('parts:priceRange.end'), render: (_, f) => cell([f.name, 'endValue'], 130) },
                  {
                    title: t('parts:priceRange.control'),
                    render: (_, f) => cell([f.name, 'controlParameter'], 100),
                  },
                  {
                    title: t('common:column.operation'),
                    width: 70,
                    render: (_, f) => (
                      <Button
                        type="link"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(f.name)}
                        aria-label={t('common:action.delete')}
                      />
                    ),
                  },
                ]}
              />
              <Button
                style={{ marginTop: 8 }}
                icon={<PlusOutlined />}
                onClick={() => add({ startValue: '', endValue: null, controlParameter: '' })}
              >
                {t('parts:priceRange.addRow')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
      <div style={{ color: '#8c8c8c', marginTop: 8 }}>{t('parts:priceRange.hint')}</div>
    </Modal>
  );
}
