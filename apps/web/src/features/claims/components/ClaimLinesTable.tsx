import type { ClaimShipBill } from '@spm/contracts';
import { InputNumber, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { titledColumns } from '../../../shared/columns';
import { usePartColumns } from './claim-columns';

/** A ship bill line with the pieces claimed on it (0 = not claimed). */
export type EditLine = ClaimShipBill['lines'][number] & { claimQty: number };

/**
 * The claim lines: each line of the ship bill with shipped, received and still claimable qty, and the
 * claim qty (editable up to the claimable qty while the claim may be edited).
 */
export function ClaimLinesTable({
  lines,
  editable,
  onChange,
}: {
  lines: EditLine[];
  editable: boolean;
  onChange: (lines: EditLine[]) => void;
}) {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'claims:');
  const partColumns = usePartColumns<EditLine>();
  const columns: ColumnsType<EditLine> = [
    ...partColumns,
    cols.qty('shippedQty'),
    cols.qty('receivedQty'),
    cols.qty('claimableQty'),
    cols.money('price'),
    {
      title: t('claims:claimQty'),
      dataIndex: 'claimQty',
      width: 130,
      render: (value: number, line) =>
        editable ? (
          <InputNumber
            min={0}
            max={line.claimableQty}
            precision={0}
            value={value}
            data-testid={`claim-qty-${line.partCode}`}
            onChange={(qty) =>
              onChange(
                lines.map((l) =>
                  l.shipBillLineId === line.shipBillLineId ? { ...l, claimQty: qty ?? 0 } : l,
                ),
              )
            }
          />
        ) : (
          value
        ),
    },
  ];
  return (
    <Table<EditLine>
      rowKey="shipBillLineId"
      size="small"
      columns={columns}
      dataSource={lines}
      pagination={false}
      title={() => t('claims:lines')}
      data-testid="claim-lines"
    />
  );
}
