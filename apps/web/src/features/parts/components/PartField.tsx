import { Col, Form, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One field of the parts input tabs (spec §2 parts input, §3 Part): a cell of the tabs' three-column
 * grid holding the form item `name` with its control, labelled with the field's own wording
 * `parts:field.<name>`; the item's rules, dependencies and hint (`extra`) as given.
 */
export function PartField({
  name,
  children,
  ...item
}: Omit<FormItemProps, 'name' | 'label' | 'children'> & { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={12} xl={8}>
      <Form.Item name={name} label={t(`parts:field.${name}`)} {...item}>
        {children}
      </Form.Item>
    </Col>
  );
}
