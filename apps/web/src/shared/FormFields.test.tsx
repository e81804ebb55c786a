// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Switch } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FormField, FormFields, FormGrid, useRequiredField } from './FormFields';
import { setUpDom, withSession } from './test-dom';

beforeAll(setUpDom);
afterEach(cleanup);

function Demo({ extra, onFinish }: { extra: boolean; onFinish: (v: unknown) => void }) {
  const field = useRequiredField();
  const fields = [
    field('code', '代码', 5),
    { name: 'name', label: '名称', max: 10, disabled: true },
    extra &&
      ({ name: 'active', label: '有效', valuePropName: 'checked', input: <Switch /> } satisfies FormField),
  ];
  return (
    <Form name="demo" onFinish={onFinish} initialValues={{ name: '甲' }}>
      <FormFields fields={fields} />
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

const input = (id: string) => document.querySelector(`#${id}`) as HTMLInputElement | null;

describe('FormFields', { timeout: 30_000 }, () => {
  it('renders each field as its Form.Item, leaving out the falsy ones', () => {
    render(withSession([], <Demo extra={false} onFinish={() => undefined} />));
    expect(input('demo_code')?.maxLength).toBe(5);
    expect(input('demo_name')?.value).toBe('甲');
    expect(input('demo_name')?.disabled).toBe(true);
    expect(input('demo_active')).toBeNull();
    cleanup();
    render(withSession([], <Demo extra onFinish={() => undefined} />));
    expect(screen.getByRole('switch')).toBeTruthy();
  });

  it('asks for a required field by its label', async () => {
    const onFinish = vi.fn();
    render(withSession([], <Demo extra={false} onFinish={onFinish} />));
    fireEvent.change(input('demo_code') as HTMLInputElement, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('请输入代码')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('lays the fields out in a grid, the row led by its children', () => {
    render(
      withSession(
        [],
        <Form name="grid">
          <FormGrid
            col={{ span: 6 }}
            fields={[
              { name: 'a', label: 'A' },
              { name: 'b', label: 'B', col: { span: 24 } },
            ]}
          >
            <div data-testid="lead" />
          </FormGrid>
        </Form>,
      ),
    );
    const cells = [...document.querySelectorAll('.ant-row > *')].filter((e) =>
      e.parentElement?.matches('.ant-row:not(.ant-form-item-row)'),
    );
    expect(cells[0]?.getAttribute('data-testid')).toBe('lead');
    expect(cells[1]?.className).toContain('ant-col-6');
    expect(cells[2]?.className).toContain('ant-col-24');
  });
});
