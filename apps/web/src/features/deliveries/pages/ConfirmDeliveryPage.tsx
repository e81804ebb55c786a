import { CheckSquareOutlined } from '@ant-design/icons';
import type { Delivery } from '@spm/contracts';
import { perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { appConfig } from '../../../app/config';
import { ListPage } from '../../../shared/ListPage';
import { PermissionButton } from '../../../shared/PermissionButton';
import type { SearchField } from '../../../shared/SearchForm';
import { readSavedList, writeSavedList } from '../../../shared/use-saved-criteria';
import { deliveryExportPath, deliveryKeys, fetchDeliveries } from '../api';
import { ConfirmDeliveryDialog } from '../components/ConfirmDeliveryDialog';
import { DeliveryLinesTable, useDeliveryColumns } from '../components/delivery-columns';

const PAGE = 'confirmDelivery';

/**
 * Delivery receipt confirmation (spec §2 `/confirmDelivery/index`): the dealer's ship bills,
 * unconfirmed first by default, with their lines; confirm receipt per delivery. `?dealerOrderNo=`
 * (linked from the order status query) filters one order's deliveries.
 */
export default function ConfirmDeliveryPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const linkedOrderNo = params.get('dealerOrderNo');
  useState(() => {
    if (!linkedOrderNo) return;
    const saved = readSavedList(PAGE);
    writeSavedList(PAGE, {
      criteria: { dealerOrderNo: linkedOrderNo },
      pageSize: saved?.pageSize ?? appConfig.defaultPageSize,
      sort: saved?.sort,
    });
  });
  const [confirming, setConfirming] = useState<Delivery | null>(null);
  const [viewing, setViewing] = useState<Delivery | null>(null);
  const headerColumns = useDeliveryColumns();

  const searchFields: SearchField[] = useMemo(
    () => [
      {
        name: 'status',
        label: t('deliveries:status'),
        type: 'select',
        options: [
          { value: 'unconfirmed', label: t('deliveries:state.0') },
          { value: 'confirmed', label: t('deliveries:state.1') },
        ],
      },
      { name: 'dealerOrderNo', label: t('deliveries:dealerOrderNo'), maxLength: 20 },
      { name: 'shipBillNo', label: t('deliveries:shipBillNo'), maxLength: 24 },
    ],
    [t],
  );
  const columns: ColumnsType<Delivery> = [
    ...headerColumns,
    {
      title: t('common:column.operation'),
      key: 'op',
      fixed: 'right',
      width: 160,
      render: (_, d) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(d)}>
            {t('common:action.view')}
          </Button>
          {d.status === 0 && (
            <PermissionButton
              code={perm('confirmDelivery', 'confirm')}
              type="link"
              size="small"
              icon={<CheckSquareOutlined />}
              onClick={() => setConfirming(d)}
            >
              {t('deliveries:confirm')}
            </PermissionButton>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<Delivery>
        key={linkedOrderNo ?? ''}
        page={PAGE}
        queryKey={deliveryKeys.list}
        fetch={fetchDeliveries}
        exportUrl={deliveryExportPath}
        columns={columns}
        rowKey="id"
        searchFields={searchFields}
        defaultCriteria={{ status: 'unconfirmed' }}
      />
      <Modal
        open={viewing !== null}
        title={`${t('deliveries:shipBillNo')} ${viewing?.shipBillNo ?? ''}`}
        onCancel={() => setViewing(null)}
        footer={null}
        width={860}
      >
        {viewing && <DeliveryLinesTable delivery={viewing} />}
      </Modal>
      <ConfirmDeliveryDialog
        delivery={confirming}
        onClose={() => setConfirming(null)}
        onDone={() => {
          setConfirming(null);
          void client.invalidateQueries({ queryKey: deliveryKeys.list });
        }}
      />
    </>
  );
}
