import { RollbackOutlined, SaveOutlined, SwapOutlined } from '@ant-design/icons';
import { normalizePartCode, perm } from '@spm/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Descriptions, Form, Skeleton, Space, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../app/api/notify';
import { useTargetDialog } from '../../../shared/FormDialog';
import { formatDateTime } from '../../../shared/format';
import { PermissionButton } from '../../../shared/PermissionButton';
import { useSuppliers } from '../../../shared/reference-data';
import { createPart, fetchPart, partKeys, updatePart } from '../api';
import { PartBaseFields } from '../components/PartBaseFields';
import { PartPackagingFields, PartPriceFields } from '../components/PartPackagingFields';
import { PartWarehouseFields } from '../components/PartWarehouseFields';
import { StatusChangeDialog, type StatusTarget } from '../components/StatusChangeDialog';
import { SupersessionChain } from '../components/SupersessionChain';
import { applyPartErrors, fieldPath } from '../components/violations';
import { WarehouseSettingDialog, type WarehouseSettingTarget } from '../components/WarehouseSettingDialog';
import { FIELD_TABS, NEW_PART, type PartFormValues, toBody, toFormValues } from '../part-form';
import '../parts.css';
import { StatusTag } from '../../../shared/StatusTag';

type TabKey = 'base' | 'packaging' | 'price' | 'warehouse';

/**
 * Parts input (spec §2): one part document in four tabs — Base Info, Packaging Info, Price Info,
 * Warehouse Info. `?partCode=` edits a part (with its status, supersession chain and per-warehouse
 * stock and settings); without it a new part is added. The form applies the server's rules; the
 * server's field errors land on the fields and open their tab.
 */
export default function PartEntryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const partCode = params.get('partCode') ? normalizePartCode(params.get('partCode') as string) : null;
  const [form] = Form.useForm<PartFormValues>();
  const [tab, setTab] = useState<TabKey>('base');
  const [saving, setSaving] = useState(false);
  const detail = useQuery({
    queryKey: partKeys.detail(partCode ?? ''),
    queryFn: () => fetchPart(partCode as string),
    enabled: partCode !== null,
  });
  const suppliers = useSuppliers();
  const part = detail.data ?? null;

  // A refetch of the same part (a language switch refreshes every query) keeps unsaved edits.
  const loadedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (loadedFor.current === partCode && form.isFieldsTouched()) return;
    form.resetFields();
    if (partCode === null) form.setFieldsValue(NEW_PART);
    else if (part) form.setFieldsValue(toFormValues(part));
    if (partCode === null || part) loadedFor.current = partCode;
  }, [partCode, part, form]);

  const refresh = () => client.invalidateQueries({ queryKey: partKeys.all });
  const statusTarget = useTargetDialog<StatusTarget>(refresh);
  const warehouseTarget = useTargetDialog<WarehouseSettingTarget>(refresh);

  const openTabOf = (field: string | undefined) => {
    const tabOf = field ? FIELD_TABS[String(fieldPath(field)[0])] : undefined;
    if (tabOf) setTab(tabOf);
  };

  const save = async () => {
    let values: PartFormValues;
    try {
      values = await form.validateFields();
    } catch (invalid) {
      const first = (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      openTabOf(first ? String(first.name[0]) : undefined);
      return;
    }
    const body = toBody({ ...form.getFieldsValue(true), ...values });
    setSaving(true);
    try {
      if (partCode === null) {
        const created = await createPart({
          ...body,
          partCode: normalizePartCode(values.partCode ?? ''),
          status: 'CUR',
        });
        notify.success(t('common:message.saved'));
        await refresh();
        setParams({ partCode: created.partCode }, { replace: true });
      } else {
        await updatePart(partCode, { ...body, version: part?.version ?? 0 });
        notify.success(t('common:message.saved'));
        await refresh();
        const saved = client.getQueryData<typeof part>(partKeys.detail(partCode));
        if (saved) {
          form.resetFields();
          form.setFieldsValue(toFormValues(saved));
        }
      }
    } catch (error) {
      applyPartErrors(form, error);
      const fields = form.getFieldsError().filter((f) => f.errors.length > 0);
      openTabOf(fields[0] ? String(fields[0].name[0]) : undefined);
    } finally {
      setSaving(false);
    }
  };

  if (partCode !== null && detail.isLoading) return <Skeleton active />;

  const tabs = [
    {
      key: 'base',
      label: t('parts:tab.base'),
      children: (
        <PartBaseFields
          isNew={partCode === null}
          suppliers={suppliers.data ?? []}
          storedEffectiveFrom={part?.effectiveFrom ?? null}
        />
      ),
    },
    { key: 'packaging', label: t('parts:tab.packaging'), children: <PartPackagingFields /> },
    { key: 'price', label: t('parts:tab.price'), children: <PartPriceFields /> },
    {
      key: 'warehouse',
      label: t('parts:tab.warehouse'),
      children: (
        <PartWarehouseFields
          part={part}
          onEditWarehouse={(r) =>
            part &&
            warehouseTarget.open({
              partCode: part.partCode,
              warehouseCode: r.warehouseCode,
              warehouseName: r.warehouseName,
              row: r.setting,
            })
          }
        />
      ),
    },
  ].map((item) => ({ ...item, forceRender: true }));

  return (
    <div className="spm-page" data-testid="part-entry">
      <Card size="small" className="spm-part-header">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} style={{ minWidth: 320 }}>
            <Descriptions.Item label={t('parts:field.partCode')}>
              {part?.partCode ?? t('parts:entry.new')}
            </Descriptions.Item>
            <Descriptions.Item label={t('parts:field.status')}>
              {part ? (
                <StatusTag kind="partStatus" value={part.status} />
              ) : (
                <StatusTag kind="partStatus" value="CUR" />
              )}
            </Descriptions.Item>
            {part && (
              <Descriptions.Item label={t('parts:entry.updatedAt')}>
                {formatDateTime(part.updatedAt)}
              </Descriptions.Item>
            )}
            {part && <Descriptions.Item label={t('parts:entry.version')}>{part.version}</Descriptions.Item>}
          </Descriptions>
          <Space wrap>
            <PermissionButton
              code={perm('partsMaster', partCode === null ? 'add' : 'edit')}
              type="primary"
              icon={<SaveOutlined />}
              loading={saving}
              onClick={save}
              data-testid="part-save"
            >
              {t('common:action.save')}
            </PermissionButton>
            {part && (
              <PermissionButton
                code={perm('partsMaster', 'statusChange')}
                icon={<SwapOutlined />}
                onClick={() =>
                  statusTarget.open({
                    partCode: part.partCode,
                    status: part.status,
                    newPartCode: part.newPartCode,
                    version: part.version,
                  })
                }
                data-testid="part-status-change"
              >
                {t('common:action.statusChange')}
              </PermissionButton>
            )}
            <PermissionButton
              code={perm('partsMaster', 'view')}
              icon={<RollbackOutlined />}
              onClick={() => navigate('/partsMaster/index')}
            >
              {t('common:action.return')}
            </PermissionButton>
          </Space>
        </Space>
        {part && (part.chain.length > 1 || part.predecessors.length > 0) && (
          <div className="spm-part-chain">
            <span className="spm-part-chain-label">{t('parts:entry.chain')}</span>
            <SupersessionChain chain={part.chain} onOpen={(code) => setParams({ partCode: code })} />
            {part.predecessors.length > 0 && (
              <span className="spm-part-chain-label">
                {t('parts:entry.predecessors')} {part.predecessors.map((p) => p.partCode).join(', ')}
              </span>
            )}
          </div>
        )}
      </Card>
      <Card size="small">
        <Form
          form={form}
          name="part"
          layout="horizontal"
          labelCol={{ flex: i18n.language === 'en-US' ? '150px' : '100px' }}
          wrapperCol={{ flex: '1 1 0' }}
          labelWrap
          className="spm-part-form"
          scrollToFirstError
        >
          <Tabs activeKey={tab} onChange={(k) => setTab(k as TabKey)} items={tabs} />
        </Form>
      </Card>
      <StatusChangeDialog {...statusTarget.dialog} />
      <WarehouseSettingDialog {...warehouseTarget.dialog} />
    </div>
  );
}
