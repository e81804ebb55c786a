import type { AbnormalDemandLine } from '@spm/contracts';
import { ABNORMAL_DEMAND_FACTOR, ABNORMAL_DEMAND_MIN_QTY } from '@spm/domain';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { col } from '../../../shared/columns';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { useOrderNoColumn } from '../../orders/components/order-no-column';
import { masterLists } from '../api';

const PERIODS = [7, 30, 92] as const;

/**
 * Abnormal demand (spec §8 "advisory warnings: abnormal demand for a part";
 * docs/decisions/abnormal-demand.md): head office's list of lines of recently submitted orders whose
 * qty is more than `ABNORMAL_DEMAND_FACTOR` times the part's normal monthly demand (from the 12-month
 * prediction, else the average of the last 3 months), from `ABNORMAL_DEMAND_MIN_QTY` pieces up.
 */
export default function AbnormalDemandPage() {
  const { t, cols, search } = useListKit('masterData:abnormal.');
  const orderNo = useOrderNoColumn<AbnormalDemandLine>(t('masterData:abnormal.orderNo'), 'orderNo');
  const columns: ColumnsType<AbnormalDemandLine> = [
    orderNo,
    cols.code('dealerCode', { width: 100 }),
    cols.dateTime('submittedAt'),
    cols.text('lineNo', { width: 50 }),
    col.code(t('masterData:partCode'), 'partCode'),
    col.partName(t('masterData:partName'), { width: 180, ellipsis: true }),
    cols.qty('qty'),
    cols.qty('normalQty'),
    col.text(t('masterData:abnormal.basisTitle'), 'basis', {
      width: 130,
      render: (b: AbnormalDemandLine['basis']) => t(`masterData:abnormal.basis.${b}`),
    }),
  ];
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
        {t('masterData:abnormal.rule', { factor: ABNORMAL_DEMAND_FACTOR, minQty: ABNORMAL_DEMAND_MIN_QTY })}
      </Typography.Paragraph>
      <ListPage<AbnormalDemandLine>
        source={masterLists.abnormalDemand}
        columns={columns}
        defaultCriteria={{ days: '30' }}
        searchFields={[
          { name: 'partCode', label: t('masterData:partCode'), maxLength: 30 },
          search.text('dealerCode', 20),
          search.select(
            'days',
            PERIODS.map((d) => ({
              value: String(d),
              label: t('masterData:abnormal.days', { count: d }),
            })),
            'period',
          ),
        ]}
      />
    </>
  );
}
