import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveButton } from './RemoveButton';

/** One column of `EditableRows`: the title and the control editing `field` of each row. */
export interface EditableColumn {
  title: ReactNode;
  field: string;
  input: ReactNode;
  width?: number;
}

/**
 * Rows of a form list edited in a small table (circulation types, price ranges, package items):
 * one form control per cell under `name[i].field`. With `newRow` the rows can be added (button
 * `addLabel` under the table) and deleted (a delete link per row), and a `#` column numbers them.
 */
export function EditableRows({
  name,
  columns,
  newRow,
  addLabel,
}: {
  name: string;
  columns: EditableColumn[];
  newRow?: Record<string, unknown>;
  addLabel?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            columns={[
              ...(newRow
                ? [
                    {
                      title: '#',
                      key: '#',
                      width: 40,
                      render: (_: unknown, f: { name: number }) => f.name + 1,
                    },
                  ]
                : []),
              ...columns.map((c) => ({
                title: c.title,
                key: c.field,
                width: c.width,
                render: (_: unknown, f: { name: number }) => (
                  <Form.Item name={[f.name, c.field]} style={{ margin: 0 }}>
                    {c.input}
                  </Form.Item>
                ),
              })),
              ...(newRow
                ? [
                    {
                      title: t('common:column.operation'),
                      key: 'op',
                      width: 70,
                      render: (_: unknown, f: { name: number }) => (
                        <RemoveButton onClick={() => remove(f.name)} />
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {newRow && (
            <Button style={{ marginTop: 8 }} icon={<PlusOutlined />} onClick={() => add({ ...newRow })}>
              {addLabel}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
