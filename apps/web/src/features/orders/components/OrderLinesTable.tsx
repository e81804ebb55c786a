import { SwapOutlined } from '@ant-design/icons';
import { nameIn, nearestValidOrderQty } from '@spm/domain';
import { Button, InputNumber, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { LinesTable } from '../../../shared/LinesTable';
import { MoneyText } from '../../../shared/MoneyText';
import { RemoveButton } from '../../../shared/RemoveButton';
import type { EntryLine, useOrderLines } from '../use-order-lines';
import { PartSelect } from './PartSelect';

export interface OrderLinesTableProps {
  grid: ReturnType<typeof useOrderLines>;
  warehouseCode?: string;
  readOnly: boolean;
  selected: string[];
  onSelect: (keys: string[]) => void;
}

/**
 * The lines grid of order entry: part picker (code, name, pinyin), name, available qty, MPQ and unit
 * sales qty, qty (checked at once by the domain rule), price and amount from the server, and the
 * rule a line breaks; a replaced part offers its successor with one click.
 */
export function OrderLinesTable({ grid, warehouseCode, readOnly, selected, onSelect }: OrderLinesTableProps) {
  const { t, i18n } = useTranslation();
  const language = domainLanguage(i18n.language);

  const problemOf = (line: EntryLine) => {
    if (line.serverError) return { message: line.serverError, successor: null };
    const p = line.quote?.problem;
    if (p && p.code !== 'ORDER_QTY_INVALID' && !p.code.startsWith('ORDER_QTY_')) {
      const successor = p.code === 'PART_REPLACED' ? String(p.params?.newPartCode ?? '') : null;
      return { message: p.message, successor: successor || null };
    }
    return null;
  };

  const columns: ColumnsType<EntryLine> = [
    { title: '#', key: 'no', width: 40, render: (_, __, i) => i + 1 },
    {
      title: t('orders:field.partCode'),
      key: 'partCode',
      width: 260,
      render: (_, line) => {
        const problem = problemOf(line);
        return readOnly ? (
          line.partCode
        ) : (
          <div style={{ width: 250, whiteSpace: 'normal' }}>
            <PartSelect
              value={line.partCode}
              warehouseCode={warehouseCode}
              status={problem ? 'error' : undefined}
              onSelect={(item) =>
                grid.update(line.key, {
                  partCode: item.partCode,
                  qty: line.qty ?? nearestValidOrderQty(1, item),
                })
              }
            />
            {problem && (
              <div className="spm-line-problem" data-testid="line-problem">
                <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', lineHeight: 1.3 }}>
                  {problem.message}
                </Typography.Text>
                {problem.successor && (
                  <Button
                    size="small"
                    type="link"
                    icon={<SwapOutlined />}
                    data-testid="use-successor"
                    onClick={() =>
                      grid.update(line.key, { partCode: problem.successor as string, quote: undefined })
                    }
                  >
                    {t('orders:entry.useSuccessor', { partCode: problem.successor })}
                  </Button>
                )}
              </div>
            )}
          </div>
        );
      },
    },
    {
      title: t('orders:field.partName'),
      key: 'name',
      width: 170,
      ellipsis: true,
      render: (_, line) => (line.quote ? nameIn(line.quote, language) : ''),
    },
    {
      title: t('orders:field.availableQty'),
      key: 'available',
      width: 70,
      align: 'right',
      render: (_, line) => line.quote?.availableQty ?? '',
    },
    {
      title: (
        <Tooltip title={t('orders:entry.mpqHint')}>
          <span>{t('orders:field.mpqUsq')}</span>
        </Tooltip>
      ),
      key: 'mpq',
      width: 90,
      align: 'right',
      render: (_, line) => (line.quote ? `${line.quote.minPackageQty} / ${line.quote.unitSalesQty}` : ''),
    },
    {
      title: t('orders:field.qty'),
      key: 'qty',
      width: 136,
      render: (_, line) => {
        if (readOnly) return line.qty;
        const problem = grid.qtyProblem(line);
        return (
          <div style={{ width: 120, whiteSpace: 'normal' }}>
            <InputNumber<number>
              value={line.qty}
              min={0}
              precision={0}
              step={line.quote?.unitSalesQty ?? 1}
              status={problem ? 'error' : undefined}
              style={{ width: '100%' }}
              data-testid="line-qty"
              onChange={(qty) => grid.update(line.key, { qty: qty ?? null })}
            />
            {problem && (
              <Typography.Text
                type="danger"
                style={{ fontSize: 12, display: 'block', lineHeight: 1.3 }}
                data-testid="qty-problem"
              >
                {problem}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    {
      title: t('orders:field.price'),
      key: 'price',
      width: 90,
      align: 'right',
      ellipsis: true,
      render: (_, line) => (line.quote ? <MoneyText value={line.quote.price} /> : ''),
    },
    {
      title: t('orders:field.amount'),
      key: 'amount',
      width: 120,
      align: 'right',
      // a long amount ends in "…" (full figure on hover) instead of running under the delete button
      ellipsis: true,
      render: (_, line) => (line.quote && line.qty ? <MoneyText value={line.quote.amount} /> : ''),
    },
    ...(readOnly
      ? []
      : [
          {
            title: t('common:column.operation'),
            key: 'op',
            width: 50,
            render: (_: unknown, line: EntryLine) => <RemoveButton onClick={() => grid.remove([line.key])} />,
          },
        ]),
  ];

  return (
    <LinesTable<EntryLine>
      className="spm-table spm-order-lines"
      rowKey="key"
      columns={columns}
      dataSource={grid.lines}
      tableLayout="fixed"
      scroll={{ x: 1060 }}
      data-testid="order-lines"
      rowSelection={
        readOnly
          ? undefined
          : { selectedRowKeys: selected, onChange: (keys) => onSelect(keys as string[]), columnWidth: 32 }
      }
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={readOnly ? 7 : 8}>
              <Space>
                <Typography.Text strong>{t('orders:entry.total')}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('orders:entry.totalLines', { count: grid.totals.count, qty: grid.totals.qty })}
                </Typography.Text>
              </Space>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <span data-testid="order-total">
                <MoneyText value={grid.totals.amount} />
              </span>
            </Table.Summary.Cell>
            {!readOnly && <Table.Summary.Cell index={2} />}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
