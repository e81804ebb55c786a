import { Col, type ColProps, Form, type FormItemProps, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useRequiredRule } from './FormDialog';

/**
 * One field of a form given as data: the `Form.Item` props (name, label, rules, valuePropName,
 * extra, dependencies, ...) and the control. Without `input` the control is a one-line `Input` of
 * at most `max` characters, `disabled` when asked.
 */
export interface FormField extends Omit<FormItemProps, 'name' | 'children'> {
  /** The form field (`<form>_<name>` id); also the React key. A field without one shows a value only. */
  name?: string | (string | number)[];
  /** The React key of a field without `name`. */
  key?: string;
  input?: ReactNode;
  max?: number;
  disabled?: boolean;
  /** The grid cell of this field in a `FormGrid`, instead of the grid's `col`. */
  col?: ColProps;
}

/** A list of fields where some show only in some cases (`cond && field`). */
export type FormFieldList = (FormField | false | null | undefined)[];

const shownFields = (fields: FormFieldList) => fields.filter((f): f is FormField => Boolean(f));

const keyOf = (f: FormField) => f.key ?? (Array.isArray(f.name) ? f.name.join('.') : String(f.name));

function FieldItem({ field }: { field: FormField }) {
  const { input, max, disabled, col: _col, key: _key, ...item } = field;
  return <Form.Item {...item}>{input ?? <Input maxLength={max} disabled={disabled} />}</Form.Item>;
}

/** The fields one below the other (a dialog's form), in their order; falsy entries are left out. */
export function FormFields({ fields }: { fields: FormFieldList }) {
  return (
    <>
      {shownFields(fields).map((f) => (
        <FieldItem key={keyOf(f)} field={f} />
      ))}
    </>
  );
}

/**
 * The fields in a grid row (an entry page's header, a wide dialog): each in a `Col` of `col` (or its
 * own `col`), `gutter` px apart; falsy entries are left out. `children` lead the row (read-only cells).
 */
export function FormGrid({
  fields,
  col,
  gutter = 16,
  children,
}: {
  fields: FormFieldList;
  col: ColProps;
  gutter?: number;
  children?: ReactNode;
}) {
  return (
    <Row gutter={gutter}>
      {children}
      {shownFields(fields).map((f) => (
        <Col key={keyOf(f)} {...(f.col ?? col)}>
          <FieldItem field={f} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * `requiredField(name, label, max, more)`: a field that must be filled in ("please input <label>" in
 * the screen's language, `useRequiredRule`), a one-line text of `max` characters unless `more.input`
 * says otherwise; `more.rules` follow the required rule.
 */
export function useRequiredField(): (
  name: string,
  label: string,
  max?: number,
  more?: Omit<FormField, 'name' | 'label'> & { rules?: Rule[] },
) => FormField {
  const required = useRequiredRule();
  return (name, label, max, more = {}) => ({
    ...more,
    name,
    label,
    max,
    rules: [required(label), ...(more.rules ?? [])],
  });
}
