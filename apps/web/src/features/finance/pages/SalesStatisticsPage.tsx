import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { ShippedDetailItem, StatisticsAnswer, UnshippedDetailItem } from '@spm/contracts';
import { ORDER_TYPES, perm, SALE_PROPERTY_CODES } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tabs,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { download } from '../../../app/api/transfer';
import { useSession } from '../../../app/auth/session';
import { col } from '../../../shared/columns';
import { EChart, type EChartOption } from '../../../shared/EChart';
import { formatMoney } from '../../../shared/format';
import { LinesTable } from '../../../shared/LinesTable';
import { useListKit } from '../../../shared/list-kit';
import { PermissionButton } from '../../../shared/PermissionButton';
import {
  fetchShippedDetail,
  fetchStatistics,
  fetchUnshippedDetail,
  financeKeys,
  shippedExportPath,
  unshippedExportPath,
} from '../api';

type Filters = {
  year: number;
  startMonth: number;
  endMonth: number;
  orderType?: string;
  saleProperty?: string;
  dealerCode?: string;
};
type MonthRow = StatisticsAnswer['months'][number];

const months = Array.from({ length: 12 }, (_, i) => i + 1);
const clean = (f: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(f).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as Filters;
const ratio = (shipped: string, unshipped: string) => {
  const s = Number(shipped);
  const whole = s + Number(unshipped);
  return whole === 0 ? '0.00%' : `${((s / whole) * 100).toFixed(2)}%`;
};

/** Bars: shipped vs unshipped per month; pie: shipped share by order type. Labels in the UI language. */
function chartOptions(data: StatisticsAnswer, t: (k: string, o?: Record<string, unknown>) => string) {
  const bars: EChartOption = {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => formatMoney(Number(v)) },
    legend: { top: 0 },
    grid: { left: 8, right: 8, bottom: 4, top: 30, containLabel: true },
    xAxis: { type: 'category', data: data.months.map((m) => t('finance:monthLabel', { month: m.month })) },
    yAxis: { type: 'value' },
    series: [
      {
        name: t('finance:shippedAmount'),
        type: 'bar',
        data: data.months.map((m) => Number(m.shippedAmount)),
      },
      {
        name: t('finance:unshippedAmount'),
        type: 'bar',
        data: data.months.map((m) => Number(m.unshippedAmount)),
      },
    ],
  };
  const pie: EChartOption = {
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => formatMoney(Number(v)) },
    legend: { bottom: 0 },
    series: [
      {
        name: t('finance:shippedAmount'),
        type: 'pie',
        radius: ['35%', '65%'],
        label: { formatter: '{b} {d}%' },
        // a zero slice has no area: leaving it out keeps the labels from piling up
        data: data.orderTypes
          .filter((o) => Number(o.shippedAmount) !== 0)
          .map((o) => ({
            name: t(`finance:orderTypes.${o.orderType}`),
            value: Number(o.shippedAmount),
          })),
      },
    ],
  };
  return { bars, pie };
}

/**
 * The period named in the URL query (`?year=2026&startMonth=11&endMonth=11`, a dashboard link), else
 * the whole current year. Values outside 1000–9999 or 1–12 fall back to the defaults.
 */
function periodFromUrl(params: URLSearchParams, currentYear: number): Filters {
  const num = (name: string, min: number, max: number, fallback: number) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
  };
  return {
    year: num('year', 1000, 9999, currentYear),
    startMonth: num('startMonth', 1, 12, 1),
    endMonth: num('endMonth', 1, 12, 12),
  };
}

/**
 * Sales statistics (spec §2 `/salesStatistics/index`): year, start and end month, order type and sale
 * property → shipped and unshipped amounts, proportion, claims, refunded and compensated amounts, with
 * charts beside the monthly table; a month drills into the shipped or unshipped detail, each exported.
 */
export default function SalesStatisticsPage() {
  const { t, cols } = useListKit('finance:');
  const { me } = useSession();
  const [form] = Form.useForm<Filters>();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => periodFromUrl(params, new Date().getFullYear()));
  const [detail, setDetail] = useState<{
    kind: 'shipped' | 'unshipped';
    month?: number;
    page: number;
    pageSize: number;
  }>({
    kind: 'shipped',
    page: 1,
    pageSize: 20,
  });
  const figures = useQuery({
    queryKey: financeKeys.statistics(filters),
    queryFn: () => fetchStatistics(filters),
  });
  const detailFilters = detail.month
    ? { ...filters, startMonth: detail.month, endMonth: detail.month }
    : filters;
  const detailQuery = { ...detailFilters, page: detail.page, pageSize: detail.pageSize };
  const shipped = useQuery({
    queryKey: [...financeKeys.shipped, detailQuery],
    queryFn: () => fetchShippedDetail(detailQuery),
    enabled: detail.kind === 'shipped',
  });
  const unshipped = useQuery({
    queryKey: [...financeKeys.unshipped, detailQuery],
    queryFn: () => fetchUnshippedDetail(detailQuery),
    enabled: detail.kind === 'unshipped',
  });
  const charts = useMemo(() => (figures.data ? chartOptions(figures.data, t) : null), [figures.data, t]);
  const drill = (kind: 'shipped' | 'unshipped', month?: number) =>
    setDetail({ kind, month, page: 1, pageSize: 20 });

  const monthColumns: ColumnsType<MonthRow> = [
    cols.text('month', { render: (m: number) => t('finance:monthLabel', { month: m }) }),
    cols.money('shippedAmount'),
    cols.money('unshippedAmount'),
    col.text(t('finance:shippedRatio'), 'month', {
      key: 'ratio',
      align: 'right',
      render: (_: unknown, r: MonthRow) => ratio(r.shippedAmount, r.unshippedAmount),
    }),
    col.text(t('common:column.operation'), 'month', {
      key: 'op',
      render: (_: unknown, r: MonthRow) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            data-testid={`drill-shipped-${r.month}`}
            onClick={() => drill('shipped', r.month)}
          >
            {t('finance:shippedDetail')}
          </Button>
          <Button type="link" size="small" onClick={() => drill('unshipped', r.month)}>
            {t('finance:unshippedDetail')}
          </Button>
        </Space>
      ),
    }),
  ];
  const shippedColumns: ColumnsType<ShippedDetailItem> = [
    cols.code('dealerOrderNo'),
    cols.qty('shippedQty'),
    cols.text('discountRate'),
    cols.text('monthStart'),
    cols.text('monthEnd'),
    cols.text('orderType', { render: (v: string) => t(`finance:orderTypes.${v}`) }),
    cols.code('partCode'),
    cols.money('price'),
    cols.text('saleProperty', {
      render: (v: string) => t(`finance:saleProperties.${v}`),
    }),
    cols.money('shippedAmount'),
    cols.code('shipBillNo'),
    cols.date('shipDate'),
    col.code(t('finance:orderWarehouse'), 'orderWarehouseCode'),
    cols.text('year'),
  ];
  const unshippedColumns: ColumnsType<UnshippedDetailItem> = [
    cols.code('dealerOrderNo'),
    cols.text('orderType', { render: (v: string) => t(`finance:orderTypes.${v}`) }),
    cols.text('saleProperty', {
      render: (v: string) => t(`finance:saleProperties.${v}`),
    }),
    cols.code('partCode'),
    col.qty(t('finance:orderQty'), 'qty'),
    cols.qty('shippedQty'),
    cols.qty('unsentQty'),
    cols.money('price'),
    cols.money('unshippedAmount'),
    cols.date('submitDate'),
    col.code(t('finance:orderWarehouse'), 'orderWarehouseCode'),
  ];
  const paging = (total: number | undefined) => ({
    current: detail.page,
    pageSize: detail.pageSize,
    total,
    showSizeChanger: true,
    onChange: (page: number, pageSize: number) => setDetail((d) => ({ ...d, page, pageSize })),
  });
  const totals = figures.data?.totals;
  const exportDetail = () =>
    download(detail.kind === 'shipped' ? shippedExportPath : unshippedExportPath, {
      query: detailFilters as Record<string, string | number>,
    });

  return (
    <div className="spm-page" data-testid="sales-statistics">
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          initialValues={filters}
          onFinish={(values) => {
            setFilters(clean(values));
            setDetail((d) => ({ ...d, month: undefined, page: 1 }));
          }}
        >
          <Form.Item name="year" label={t('finance:year')} rules={[{ required: true }]}>
            <InputNumber min={1000} max={9999} precision={0} style={{ width: 90 }} data-testid="stat-year" />
          </Form.Item>
          <Form.Item name="startMonth" label={t('finance:startMonth')}>
            <Select style={{ width: 80 }} options={months.map((m) => ({ value: m, label: m }))} />
          </Form.Item>
          <Form.Item name="endMonth" label={t('finance:endMonth')}>
            <Select style={{ width: 80 }} options={months.map((m) => ({ value: m, label: m }))} />
          </Form.Item>
          <Form.Item name="orderType" label={t('finance:orderType')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={ORDER_TYPES.map((o) => ({ value: o, label: t(`finance:orderTypes.${o}`) }))}
            />
          </Form.Item>
          <Form.Item name="saleProperty" label={t('finance:saleProperty')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={SALE_PROPERTY_CODES.map((s) => ({
                value: s,
                label: t(`finance:saleProperties.${s}`),
              }))}
            />
          </Form.Item>
          {!me.dealerCode && (
            <Form.Item name="dealerCode" label={t('finance:dealerCode')}>
              <Input allowClear maxLength={20} style={{ width: 110 }} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="stat-search">
            {t('common:action.search')}
          </Button>
        </Form>
      </Card>
      {totals && (
        <Row gutter={[8, 8]} style={{ marginTop: 8 }} data-testid="stat-totals">
          {(
            [
              ['shippedAmount', formatMoney(totals.shippedAmount)],
              ['unshippedAmount', formatMoney(totals.unshippedAmount)],
              ['shippedRatio', `${(Number(totals.shippedRatio) * 100).toFixed(2)}%`],
              ['claimsCount', String(totals.claimsCount)],
              ['refundedAmount', formatMoney(totals.refundedAmount)],
              ['compensatedAmount', formatMoney(totals.compensatedAmount)],
            ] as const
          ).map(([key, value]) => (
            <Col key={key} xs={12} sm={8} xl={4}>
              <Card size="small">
                <Statistic title={t(`finance:${key}`)} value={value} data-testid={`total-${key}`} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {charts && (
        <Row gutter={[8, 8]} style={{ marginTop: 8 }}>
          <Col xs={24} lg={16}>
            <Card size="small" title={t('finance:chartMonthly')}>
              <EChart option={charts.bars} testId="chart-monthly" />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card size="small" title={t('finance:chartOrderTypes')}>
              <EChart option={charts.pie} testId="chart-order-types" />
            </Card>
          </Col>
        </Row>
      )}
      <Card size="small" style={{ marginTop: 8 }}>
        <LinesTable<MonthRow>
          rowKey="month"
          loading={figures.isLoading}
          dataSource={figures.data?.months ?? []}
          columns={monthColumns}
          scroll={{ x: 'max-content' }}
          data-testid="stat-months"
        />
      </Card>
      <Card size="small" style={{ marginTop: 8 }} data-testid="stat-detail">
        <Tabs
          activeKey={detail.kind}
          onChange={(k) => drill(k as 'shipped' | 'unshipped', detail.month)}
          tabBarExtraContent={
            <PermissionButton
              code={perm('salesStatistics', 'export')}
              icon={<DownloadOutlined />}
              onClick={exportDetail}
              data-testid="detail-export"
            >
              {t('common:action.export')}
            </PermissionButton>
          }
          items={[
            {
              key: 'shipped',
              label: `${t('finance:shippedDetail')}${detail.month ? ` · ${t('finance:monthLabel', { month: detail.month })}` : ''}`,
              children: (
                <Table<ShippedDetailItem>
                  size="small"
                  rowKey={(r) => `${r.shipBillNo}-${r.partCode}-${r.dealerOrderNo}`}
                  loading={shipped.isLoading}
                  dataSource={shipped.data?.items ?? []}
                  columns={shippedColumns}
                  pagination={paging(shipped.data?.total)}
                  scroll={{ x: 'max-content' }}
                  data-testid="shipped-detail"
                />
              ),
            },
            {
              key: 'unshipped',
              label: t('finance:unshippedDetail'),
              children: (
                <Table<UnshippedDetailItem>
                  size="small"
                  rowKey={(r) => `${r.dealerOrderNo}-${r.partCode}-${r.qty}-${r.price}`}
                  loading={unshipped.isLoading}
                  dataSource={unshipped.data?.items ?? []}
                  columns={unshippedColumns}
                  pagination={paging(unshipped.data?.total)}
                  scroll={{ x: 'max-content' }}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
