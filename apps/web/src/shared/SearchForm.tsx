import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DATE_FORMAT } from '@spm/domain';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Criteria as the API takes them: strings, numbers, booleans; dates as `yyyy-MM-dd`. */
export type Criteria = Record<string, string | number | boolean | undefined | null>;

export interface SearchOption {
  value: string | number;
  label: string;
}

export interface SearchField {
  /** Query parameter (for `dateRange`, the field's own name; the query uses `rangeNames`). */
  name: string;
  label: string;
  type?: 'text' | 'select' | 'multiSelect' | 'number' | 'date' | 'dateRange';
  options?: SearchOption[];
  placeholder?: string;
  /** `dateRange`: the from/to query parameters, e.g. `['submitDateFrom', 'submitDateTo']`. */
  rangeNames?: [string, string];
  /** A custom control (gets value/onChange from the form). */
  render?: () => ReactNode;
  /** Grid columns (of 24) on wide screens; default 6. */
  span?: number;
  maxLength?: number;
}

type FormValues = Record<string, unknown>;

/** Criteria → form values (dates become dayjs, ranges are joined). */
export function toFormValues(fields: SearchField[], criteria: Criteria): FormValues {
  const values: FormValues = { ...criteria };
  for (const f of fields) {
    if (f.type === 'date' && typeof criteria[f.name] === 'string')
      values[f.name] = dayjs(String(criteria[f.name]));
    if (f.type === 'dateRange' && f.rangeNames) {
      const [from, to] = f.rangeNames.map((n) => criteria[n]);
      values[f.name] =
        from || to ? [from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null] : undefined;
      for (const n of f.rangeNames) delete values[n];
    }
    if (f.type === 'multiSelect' && typeof criteria[f.name] === 'string') {
      values[f.name] = String(criteria[f.name]).split(',').filter(Boolean);
    }
  }
  return values;
}

/** Form values → criteria (trimmed text, `yyyy-MM-dd` dates, empty values dropped). */
export function toCriteria(fields: SearchField[], values: FormValues): Criteria {
  const criteria: Criteria = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === 'dateRange' && f.rangeNames) {
      const range = (v ?? []) as (Dayjs | null)[];
      if (range[0]) criteria[f.rangeNames[0]] = range[0].format(DATE_FORMAT);
      if (range[1]) criteria[f.rangeNames[1]] = range[1].format(DATE_FORMAT);
    } else if (f.type === 'date') {
      if (v) criteria[f.name] = (v as Dayjs).format(DATE_FORMAT);
    } else if (f.type === 'multiSelect') {
      if (Array.isArray(v) && v.length > 0) criteria[f.name] = v.join(',');
    } else if (typeof v === 'string') {
      if (v.trim()) criteria[f.name] = v.trim();
    } else if (v !== undefined && v !== null) {
      criteria[f.name] = v as string | number | boolean;
    }
  }
  return criteria;
}

function control(field: SearchField, allLabel: string) {
  if (field.render) return field.render();
  switch (field.type) {
    case 'select':
    case 'multiSelect':
      return (
        <Select
          allowClear
          mode={field.type === 'multiSelect' ? 'multiple' : undefined}
          maxTagCount="responsive"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={field.placeholder ?? allLabel}
          options={field.options}
        />
      );
    case 'number':
      return <InputNumber style={{ width: '100%' }} placeholder={field.placeholder} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} format={DATE_FORMAT} />;
    case 'dateRange':
      return (
        <DatePicker.RangePicker style={{ width: '100%' }} format={DATE_FORMAT} allowEmpty={[true, true]} />
      );
    default:
      return <Input allowClear placeholder={field.placeholder} maxLength={field.maxLength ?? 100} />;
  }
}

export interface SearchFormProps {
  fields: SearchField[];
  value: Criteria;
  onSearch: (criteria: Criteria) => void;
  onReset: () => void;
  loading?: boolean;
  /** Buttons shown after Search/Reset. */
  extra?: ReactNode;
}

/** Search criteria of a list page: a responsive grid of fields, Search (Enter) and Reset. */
export function SearchForm({ fields, value, onSearch, onReset, loading, extra }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  // the form takes new criteria, or other fields; a page drawing the same fields again (a new array of
  // them on each render, new labels after a language change) keeps what the user is typing
  const fieldNames = fields.map((f) => f.name).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields count by their names, not their identity
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(fields, value));
  }, [form, fieldNames, value]);
  const colSpan = (f: SearchField) => ({
    xs: 24,
    sm: 12,
    md: 8,
    lg: f.span ?? 6,
    xxl: Math.min(24, Math.round((f.span ?? 6) * 0.67)) || 4,
  });
  return (
    <Form
      form={form}
      name="search"
      className="spm-search-form"
      layout="horizontal"
      labelWrap={false}
      onFinish={(values) => onSearch(toCriteria(fields, values))}
      data-testid="search-form"
    >
      <Row gutter={[12, 0]}>
        {fields.map((f) => (
          <Col key={f.name} {...colSpan(f)}>
            <Form.Item name={f.name} label={f.label}>
              {control(f, t('shared:search.all'))}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto">
          <Form.Item>
            <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SearchOutlined />}
                loading={loading}
                data-testid="search-button"
              >
                {t('common:action.search')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={onReset}>
                {t('common:action.reset')}
              </Button>
              {extra}
            </div>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
