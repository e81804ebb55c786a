import { SendOutlined } from '@ant-design/icons';
import type { ReleaseResult, WarehouseOrder } from '@spm/contracts';
import { Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { col } from '../../../shared/columns';
import { LinesTable } from '../../../shared/LinesTable';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { StatusTag, useStatusOptions } from '../../../shared/StatusTag';
import { selectionAction } from '../../../shared/toolbar-actions';
import { releaseOrders, warehouseLists } from '../api';
import { dealerOrderNoSearch, useOrderColumns } from '../components/order-columns';

/** Tone of a release result. */
const RESULT_TONES = { ok: 'success', failed: 'error' } as const;

/**
 * Order release (warehouse): the release queue of the current warehouse (can release and to owe,
 * VOR only once approved) in release priority; batch release with one result per order.
 */
export default function ReleasePage() {
  const { t, cols, search } = useListKit('warehouse:order.');
  const [results, setResults] = useState<ReleaseResult[] | null>(null);
  const orderColumns = useOrderColumns();
  const orderTypes = useStatusOptions('orderType');
  const searchFields: SearchField[] = [
    dealerOrderNoSearch(t),
    search.text('dealerCode', 20),
    search.select('orderType', orderTypes),
  ];
  const columns: ColumnsType<WarehouseOrder> = [
    ...orderColumns,
    col.qty<WarehouseOrder>(t('warehouse:order.qtyToRelease'), 'qty', { width: 90 }),
    cols.money<WarehouseOrder>('amount'),
    cols.text<WarehouseOrder>('acceptBackorder', {
      width: 90,
      render: (v: boolean) => (v ? t('warehouse:yes') : t('warehouse:no')),
    }),
  ];
  const resultColumns: ColumnsType<ReleaseResult> = [
    cols.code<ReleaseResult>('dealerOrderNo', { key: 'no' }),
    col.text<ReleaseResult>(t('warehouse:release.result'), 'ok', {
      width: 90,
      render: (ok: boolean) => (
        <StatusTag
          value={ok ? 'ok' : 'failed'}
          tones={RESULT_TONES}
          label={ok ? t('warehouse:release.ok') : t('warehouse:release.failed')}
        />
      ),
    }),
    col.qty<ReleaseResult>(t('warehouse:release.allocatedLines'), 'allocatedLines', { key: 'a', width: 90 }),
    col.qty<ReleaseResult>(t('warehouse:release.backorderedLines'), 'backorderedLines', {
      key: 'b',
      width: 90,
    }),
    col.text<ReleaseResult>(t('warehouse:release.message'), 'message', { key: 'm' }),
  ];
  return (
    <>
      <ListPage<WarehouseOrder>
        source={warehouseLists.releaseQueue}
        columns={columns}
        searchFields={searchFields}
        selection="multiple"
        toolbar={[
          selectionAction<WarehouseOrder>(
            'release',
            <SendOutlined />,
            async (ctx) => {
              setResults(await releaseOrders(ctx.selectedRows.map((r) => r.id)));
              ctx.reload();
            },
            { confirm: (ctx) => t('warehouse:release.confirm', { count: ctx.selectedRows.length }) },
          ),
        ]}
      />
      <Modal
        open={results !== null}
        title={t('warehouse:release.results')}
        onCancel={() => setResults(null)}
        onOk={() => setResults(null)}
        okText={t('common:action.close')}
        cancelButtonProps={{ style: { display: 'none' } }}
        width={760}
      >
        <LinesTable<ReleaseResult>
          columns={resultColumns}
          dataSource={results ?? []}
          data-testid="release-results"
        />
      </Modal>
    </>
  );
}
