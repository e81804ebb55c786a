import { PlusOutlined } from '@ant-design/icons';
import { QTY_MAX, WAREHOUSE_DOC_MAX_LINES } from '@spm/domain';
import { Button, Form, type FormItemProps, Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredRule } from '../../../shared/FormDialog';
import { LinesTable } from '../../../shared/LinesTable';
import { RemoveButton } from '../../../shared/RemoveButton';
import { partCodeRule } from '../form-rules';

/** One column of `LineRows`: the control editing `field` of each line, with its rules. */
export interface LineColumn {
  field: string;
  title: string;
  width?: number;
  rules?: FormItemProps['rules'];
  input: (line: number) => ReactNode;
}

/**
 * The columns most warehouse documents' lines have: `partCode` (required, part code norm, test id
 * `line-part-<i>`) and `qty(width)` (required whole pieces 1 to `QTY_MAX`, test id `line-qty-<i>`).
 */
export function useLineColumns(): { partCode: LineColumn; qty: (width: number) => LineColumn } {
  const { t } = useTranslation();
  const required = useRequiredRule();
  return {
    partCode: {
      field: 'partCode',
      title: t('warehouseOps:partCode'),
      rules: [required(t('warehouseOps:partCode')), partCodeRule],
      input: (i) => <Input maxLength={30} data-testid={`line-part-${i}`} />,
    },
    qty: (width) => ({
      field: 'qty',
      title: t('warehouseOps:qty'),
      width,
      rules: [required(t('warehouseOps:qty'))],
      input: (i) => <InputNumber min={1} max={QTY_MAX} precision={0} data-testid={`line-qty-${i}`} />,
    }),
  };
}

/**
 * The lines of a warehouse document in a small table (form list `lines`): 1 to
 * `WAREHOUSE_DOC_MAX_LINES` lines, each deleted by its link, added by the button under the table;
 * the server's line errors (`lines.2.qty`) land on their cells.
 */
export function LineRows({ columns }: { columns: LineColumn[] }) {
  const { t } = useTranslation();
  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: (_, lines?: unknown[]) =>
            lines && lines.length > 0
              ? Promise.resolve()
              : Promise.reject(new Error(t('warehouseOps:linesRequired'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <LinesTable
            rowKey="key"
            dataSource={fields}
            scroll={{ y: 300 }}
            columns={[
              { title: '#', key: '#', width: 40, render: (_, f) => f.name + 1 },
              ...columns.map((c) => ({
                title: c.title,
                key: c.field,
                width: c.width,
                render: (_: unknown, f: { name: number }) => (
                  <Form.Item name={[f.name, c.field]} rules={c.rules} style={{ margin: 0 }}>
                    {c.input(f.name)}
                  </Form.Item>
                ),
              })),
              {
                title: t('common:column.operation'),
                key: 'op',
                width: 60,
                render: (_, f) => <RemoveButton onClick={() => remove(f.name)} />,
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            disabled={fields.length >= WAREHOUSE_DOC_MAX_LINES}
            onClick={() => add()}
            data-testid="add-line"
          >
            {t('warehouseOps:addLine')}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
