import { Form, type FormItemProps, Input } from 'antd';
import type { ReactNode } from 'react';

/**
 * A control in the `index`-th row of a document's lines table inside a form: the field
 * `lines[index].<field>` without the form item's margin, after the row's hidden `lines[index].<idField>`
 * (the line id the server matches the row by) when given.
 */
export function LineCell({
  index,
  field,
  idField,
  rules,
  children,
}: {
  index: number;
  field: string;
  idField?: string;
  rules?: FormItemProps['rules'];
  children: ReactNode;
}) {
  return (
    <>
      {idField && (
        <Form.Item name={['lines', index, idField]} hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item name={['lines', index, field]} rules={rules} style={{ margin: 0 }}>
        {children}
      </Form.Item>
    </>
  );
}
