import type { FixPriceItem } from '@spm/contracts';
import {
  type BpmStatus,
  CURRENCIES,
  FIX_PRICE_TYPE_LABELS,
  FIX_PRICE_TYPES,
  type FixPriceAction,
  type FixPriceStatus,
  fixPriceActionAllowed,
  perm,
} from '@spm/domain';
import { DatePicker, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { currentLanguage } from '../../../app/i18n';
import { codeNameOptions } from '../../../shared/code-name-options';
import { useRowActions } from '../../../shared/columns';
import { FormDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { useSuppliers } from '../../../shared/reference-data';
import { refreshing, refreshingSelection } from '../../../shared/refreshing';
import { addAction } from '../../../shared/toolbar-actions';
import {
  auditPackage,
  calculateFixPrices,
  cancelPackage,
  createFixPrice,
  deleteFixPrice,
  packageFixPrices,
  sourcingKeys,
  sourcingLists,
  startPricing,
  submitPackage,
  withdrawPackage,
} from '../api';
import { RejectDialog } from '../components/RejectDialog';

interface FixPriceForm {
  partCode: string;
  supplierCode: string;
  currency: (typeof CURRENCIES)[number];
  purchasePrice: string;
  exchangeRate: string;
  priceType: (typeof FIX_PRICE_TYPES)[number];
  effectiveFrom: Dayjs;
}

/**
 * Fix prices (FPM001 list, FPM002 package audit): enter a purchase price, start pricing, calculate the
 * part's prices, package them for audit, submit / withdraw / cancel the package and audit it. Buttons
 * follow the fix-price state machine of the domain; on approval the part's prices change.
 */
export default function FixPriceListPage() {
  const { t, cols, search } = useListKit('sourcing:');
  const zh = currentLanguage() === 'zh-CN';
  const actions = useRowActions();
  const refresh = useRefresh(sourcingKeys.fixPrices);
  const suppliers = useSuppliers();
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const allowed = (action: FixPriceAction, r: FixPriceItem) =>
    fixPriceActionAllowed(action, r.status as FixPriceStatus, r.bpmStatus as BpmStatus | null);
  const bulk = (action: string, label: string, run: (ids: number[]) => Promise<unknown>) => ({
    action,
    label,
    needsSelection: 'some' as const,
    confirm: (c: { selectedRows: FixPriceItem[] }) =>
      t('sourcing:confirmBulk', { action: label, count: c.selectedRows.length }),
    onClick: refreshingSelection<FixPriceItem>(refresh, (rows) => run(rows.map((r) => r.id))),
  });
  const pkgAction = (
    key: FixPriceAction,
    label: string,
    run: (no: string) => Promise<unknown>,
    r: FixPriceItem,
  ) => ({
    key,
    label,
    permission: perm('fixPrice', key === 'cancelPackage' ? 'cancel' : 'package'),
    hidden: !r.packageNo || !allowed(key, r),
    confirm: t('sourcing:confirmPackage', { action: label, no: r.packageNo }),
    onClick: refreshing(refresh, () => run(r.packageNo ?? '')),
  });

  const columns: ColumnsType<FixPriceItem> = [
    cols.code('fixPriceNo'),
    cols.status('status', 'fixPriceStatus'),
    cols.code('partCode'),
    cols.partName(),
    cols.code('supplierCode'),
    cols.code('currency'),
    cols.money('purchasePrice'),
    cols.text('priceType', {
      render: (v: (typeof FIX_PRICE_TYPES)[number]) =>
        zh ? FIX_PRICE_TYPE_LABELS[v]?.zh : FIX_PRICE_TYPE_LABELS[v]?.en,
    }),
    cols.money('priceOrdinary'),
    cols.money('priceRush'),
    cols.money('priceSuggestedRetail'),
    cols.code('packageNo'),
    cols.status('bpmStatus', 'bpmStatus'),
    cols.date('effectiveFrom'),
    cols.actions<FixPriceItem>((r) => [
      actions.remove(
        perm('fixPrice', 'delete'),
        t('sourcing:confirmDeleteFixPrice', { no: r.fixPriceNo }),
        refreshing(refresh, () => deleteFixPrice(r.id, r.version)),
        { hidden: !allowed('delete', r) },
      ),
      pkgAction('submitPackage', t('sourcing:submitPackage'), submitPackage, r),
      pkgAction('withdrawPackage', t('sourcing:withdrawPackage'), withdrawPackage, r),
      pkgAction('cancelPackage', t('sourcing:cancelPackage'), cancelPackage, r),
      {
        ...pkgAction('auditPackage', t('common:action.approve'), (no) => auditPackage(no, 'approve'), r),
        permission: perm('fixPrice', 'audit'),
      },
      {
        key: 'rejectPackage',
        label: t('common:action.reject'),
        permission: perm('fixPrice', 'audit'),
        hidden: !r.packageNo || !allowed('auditPackage', r),
        onClick: () => setRejecting(r.packageNo),
      },
    ]),
  ];

  return (
    <>
      <ListPage<FixPriceItem>
        source={sourcingLists.fixPrices}
        columns={columns}
        selection="multiple"
        searchFields={[
          search.text('fixPriceNo', 20),
          search.text('partCode', 30),
          search.text('packageNo', 20),
          search.status('fixPriceStatus'),
        ]}
        toolbar={[
          addAction(() => setOpen(true), t('sourcing:newFixPrice')),
          bulk('calculate', t('sourcing:startPricing'), startPricing),
          bulk('calculate', t('sourcing:calculate'), calculateFixPrices),
          bulk('package', t('sourcing:package'), packageFixPrices),
        ]}
      />
      <FormDialog<FixPriceForm>
        open={open}
        title={t('sourcing:newFixPrice')}
        name="fixPrice"
        testId="fix-price-dialog"
        initialValues={{ currency: 'CNY', exchangeRate: '1', priceType: 'new' }}
        onClose={() => setOpen(false)}
        onSubmit={async (v) => {
          await createFixPrice({
            ...v,
            partCode: v.partCode.trim().toUpperCase(),
            effectiveFrom: v.effectiveFrom.format('YYYY-MM-DD'),
          });
          await refresh();
        }}
      >
        <Form.Item name="partCode" label={t('sourcing:partCode')} rules={[{ required: true }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="supplierCode" label={t('sourcing:supplierCode')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label" options={codeNameOptions(suppliers.data)} />
        </Form.Item>
        <Form.Item name="currency" label={t('sourcing:currency')} rules={[{ required: true }]}>
          <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="purchasePrice"
          label={t('sourcing:purchasePrice')}
          rules={[{ required: true, pattern: /^\d{1,16}(\.\d{1,2})?$/ }]}
        >
          <Input maxLength={19} />
        </Form.Item>
        <Form.Item
          name="exchangeRate"
          label={t('sourcing:exchangeRate')}
          extra={t('sourcing:exchangeRateHint')}
          rules={[{ required: true, pattern: /^\d{1,6}(\.\d{1,6})?$/ }]}
        >
          <Input maxLength={13} />
        </Form.Item>
        <Form.Item name="priceType" label={t('sourcing:priceType')} rules={[{ required: true }]}>
          <Select
            options={FIX_PRICE_TYPES.map((v) => ({
              value: v,
              label: zh ? FIX_PRICE_TYPE_LABELS[v].zh : FIX_PRICE_TYPE_LABELS[v].en,
            }))}
          />
        </Form.Item>
        <Form.Item name="effectiveFrom" label={t('sourcing:effectiveFrom')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </FormDialog>
      <RejectDialog
        open={rejecting !== null}
        name="packageReject"
        onClose={() => setRejecting(null)}
        onSubmit={async (opinion) => {
          if (rejecting) await auditPackage(rejecting, 'reject', opinion);
          await refresh();
        }}
      />
    </>
  );
}
