// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../app/api/errors';
import { setUpDom, withSession } from './test-dom';
import { useEntryDocument } from './use-entry-document';

beforeAll(setUpDom);
afterEach(cleanup);

interface Doc {
  id: number;
  no: string;
}

function Entry({ step }: { step: () => Promise<Doc> }) {
  const [form] = Form.useForm<{ no: string }>();
  const entry = useEntryDocument<Doc>({
    detailKey: (id) => ['doc', id],
    fetch: async (id) => ({ id, no: `D${id}` }),
    listKey: ['doc', 'list'],
    form,
    fill: (d) => form.setFieldsValue({ no: d.no }),
  });
  return (
    <Form form={form} name="doc" initialValues={{ no: '' }}>
      <span data-testid="id">{String(entry.params.get('id'))}</span>
      <span data-testid="busy">{String(entry.busy)}</span>
      <Form.Item name="no">
        <Input />
      </Form.Item>
      <button type="button" onClick={() => void entry.run(step).catch(() => undefined)}>
        run
      </button>
    </Form>
  );
}

const no = () => (document.querySelector('#doc_no') as HTMLInputElement).value;

describe('useEntryDocument', { timeout: 30_000 }, () => {
  it('fills the form with the document of ?id and shows what a step answers, its id in the URL', async () => {
    const step = vi.fn(async () => ({ id: 8, no: 'D8' }));
    render(withSession([], <Entry step={step} />, '/entry?id=7'));
    await waitFor(() => expect(no()).toBe('D7'));
    fireEvent.click(screen.getByText('run'));
    await waitFor(() => expect(screen.getByTestId('id').textContent).toBe('8'));
    expect(no()).toBe('D8');
    expect(screen.getByTestId('busy').textContent).toBe('false');
  });

  it('puts the field errors of a refused step on the form', async () => {
    const refusal = new ApiError({
      httpStatus: 400,
      message: '校验失败',
      errors: [{ field: 'no', code: 'TAKEN', message: '单号已存在' }],
    });
    render(withSession([], <Entry step={() => Promise.reject(refusal)} />, '/entry'));
    fireEvent.click(screen.getByText('run'));
    expect(await screen.findByText('单号已存在')).toBeTruthy();
    expect(screen.getByTestId('id').textContent).toBe('null');
  });
});
