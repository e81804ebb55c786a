import type { CountPlanItem } from '@spm/contracts';
import { countPlanWorkflow, perm } from '@spm/domain';
import { DatePicker, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBusinessToday } from '../../../app/auth/session';
import { col } from '../../../shared/columns';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { FormDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshing } from '../../../shared/refreshing';
import { stepAction } from '../../../shared/step-actions';
import { addAction } from '../../../shared/toolbar-actions';
import { PrintButton } from '../../warehouse/components/PrintDialog';
import {
  closeCountPlan,
  countImportPath,
  countSheetPrintPath,
  createCountPlan,
  freezeCountPlan,
  whKeys,
  whLists,
} from '../api';
import { useOwnWarehouses } from '../components/LocationDialogs';
import { executionDateRule, notAfter } from '../form-rules';

export const COUNTING_PATH = '/warehouseOps/counting';
const split = (text?: string) =>
  (text ?? '')
    .split(/[\s,，]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/**
 * Inventory count plans: plan (execution date after today; locations and/or parts), freeze, count on
 * the phone-sized counting page, close (the differences become an adjustment request to audit).
 */
export default function CountPlanListPage() {
  const { t, cols, search } = useListKit('warehouseOps:');
  const navigate = useNavigate();
  const refresh = useRefresh(whKeys.countPlans);
  const [open, setOpen] = useState(false);
  const warehouseCode = useOwnWarehouses().current;
  const today = useBusinessToday();

  const columns: ColumnsType<CountPlanItem> = [
    cols.code('planNo'),
    cols.status('status', 'countPlanStatus'),
    col.code(t('warehouseOps:warehouse'), 'warehouseCode'),
    cols.date('executionDate'),
    cols.qty('lineCount'),
    cols.qty('countedCount'),
    cols.actions<CountPlanItem>((r) => [
      stepAction(countPlanWorkflow, 'freeze', r.status, {
        label: t('warehouseOps:freeze'),
        confirm: t('warehouseOps:confirmFreeze', { no: r.planNo }),
        testId: 'plan-freeze',
        onClick: refreshing(refresh, () => freezeCountPlan(r.id, r.version)),
      }),
      {
        key: 'print',
        permission: perm('countPlan', 'print'),
        hidden: r.status === 0,
        element: (
          <PrintButton path={countSheetPrintPath(r.id)} label={t('warehouseOps:printSheet')} size="small" />
        ),
      },
      {
        key: 'count',
        label: t('warehouseOps:count'),
        permission: perm('countPlan', 'count'),
        hidden: r.status !== 1,
        testId: 'plan-count',
        onClick: () => navigate(`${COUNTING_PATH}?id=${r.id}`),
      },
      stepAction(countPlanWorkflow, 'close', r.status, {
        label: t('warehouseOps:closePlan'),
        confirm: t('warehouseOps:confirmClosePlan', { no: r.planNo }),
        testId: 'plan-close',
        onClick: refreshing(refresh, () => closeCountPlan(r.id, r.version)),
      }),
    ]),
  ];

  return (
    <>
      <ListPage<CountPlanItem>
        source={whLists.countPlans}
        columns={columns}
        searchFields={[search.text('planNo', 20), search.status('countPlanStatus')]}
        toolbar={[addAction(() => setOpen(true), t('warehouseOps:addPlan'))]}
        toolbarExtra={
          <ExcelImportButton
            url={countImportPath}
            permission={perm('countPlan', 'import')}
            templateKey="countResults"
            label={t('warehouseOps:importCounts')}
            onImported={() => void refresh()}
          />
        }
      />
      <FormDialog<{ executionDate: Dayjs; storageCodes?: string; partCodes?: string }>
        open={open}
        title={t('warehouseOps:addPlan')}
        name="countPlan"
        testId="count-plan-dialog"
        onClose={() => setOpen(false)}
        onSubmit={async (v) => {
          await createCountPlan({
            warehouseCode,
            executionDate: v.executionDate.format('YYYY-MM-DD'),
            storageCodes: split(v.storageCodes),
            partCodes: split(v.partCodes),
          });
          await refresh();
        }}
      >
        <Form.Item label={t('warehouseOps:warehouse')}>
          <Input value={warehouseCode} disabled />
        </Form.Item>
        <Form.Item
          name="executionDate"
          label={t('warehouseOps:executionDate')}
          rules={[{ required: true }, executionDateRule(today)]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={notAfter(today)} />
        </Form.Item>
        <Form.Item name="storageCodes" label={t('warehouseOps:storageCodes')}>
          <Input placeholder="A-01 Y-01" />
        </Form.Item>
        <Form.Item name="partCodes" label={t('warehouseOps:partCodes')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
