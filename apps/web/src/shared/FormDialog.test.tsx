// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../app/api/errors';
import { notify } from '../app/api/notify';
import { i18n } from '../app/i18n';
import {
  type AddOrEdit,
  addOrEditFormProps,
  addOrEditTitles,
  FormDialog,
  type TargetDialogProps,
  targetFormProps,
  useTargetDialog,
} from './FormDialog';
import { setUpDom, withSession } from './test-dom';

// antd's message would render and animate in a root of its own after the last test, when the file's
// window is gone; what the dialog notifies is asserted instead
vi.mock('../app/api/notify', () => import('../app/api/notify-mock'));

beforeAll(setUpDom);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

interface Values {
  name: string;
}

function renderDialog(onSubmit: (v: Values) => Promise<unknown>, refresh?: () => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    withSession(
      [],
      <FormDialog<Values>
        open
        title="编辑"
        name="demo"
        initialValues={{ name: '甲' }}
        onSubmit={onSubmit}
        refresh={refresh}
        onClose={onClose}
      >
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
      </FormDialog>,
    ),
  );
  return { onClose, input: () => document.querySelector('#demo_name') as HTMLInputElement };
}

describe('FormDialog', { timeout: 30_000 }, () => {
  it('starts from the initial values, saves on Enter and closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { onClose, input } = renderDialog(onSubmit);
    expect(input().value).toBe('甲');
    fireEvent.change(input(), { target: { value: '乙' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '乙' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith('保存成功');
    expect(screen.getByRole('button', { name: /保\s?存/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /取\s?消/ })).toBeTruthy();
  });

  it('refreshes after the save, before it says so and closes; a failed refresh keeps it open', async () => {
    const order: string[] = [];
    const refresh = vi.fn(async () => {
      order.push('refresh');
    });
    const { onClose } = renderDialog(async () => order.push('save'), refresh);
    vi.mocked(notify.success).mockImplementation(() => order.push('message'));
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(order).toEqual(['save', 'refresh', 'message']);
    cleanup();

    const failed = new ApiError({ httpStatus: 500, message: '刷新失败', errors: [] });
    const failing = renderDialog(
      async () => undefined,
      async () => Promise.reject(failed),
    );
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('刷新失败'));
    expect(failing.onClose).not.toHaveBeenCalled();
  });

  it('does not save what the field rules refuse', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { input } = renderDialog(onSubmit);
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server field errors on the fields and stays open', async () => {
    const refusal = new ApiError({
      httpStatus: 400,
      message: '校验失败',
      errors: [{ field: 'name', code: 'TAKEN', message: '名称已存在' }],
    });
    const { onClose } = renderDialog(async () => Promise.reject(refusal));
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('名称已存在')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('opens an add-or-edit dialog on its target: a new item, an item to edit, none', async () => {
    function NameDialog({ target, onClose, onSaved }: TargetDialogProps<AddOrEdit<Values>>) {
      const item = target?.item ?? null;
      return (
        <FormDialog<Values>
          open={target !== null}
          title={item ? '编辑' : '新增'}
          name="named"
          initialValues={item ?? { name: '' }}
          onSubmit={async () => onSaved()}
          onClose={onClose}
        >
          <Form.Item name="name" label="名称">
            <Input />
          </Form.Item>
        </FormDialog>
      );
    }
    const onSaved = vi.fn();
    const show = (target: AddOrEdit<Values> | null) =>
      withSession([], <NameDialog target={target} onClose={() => undefined} onSaved={onSaved} />);
    const { rerender } = render(show(null));
    expect(screen.queryByText('新增')).toBeNull();
    rerender(show({ item: null }));
    expect(await screen.findByText('新增')).toBeTruthy();
    rerender(show({ item: { name: '丙' } }));
    expect(await screen.findByText('编辑')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('opens a dialog on a target from its page and reports the save (useTargetDialog, targetFormProps)', async () => {
    function NameDialog(dialog: TargetDialogProps<AddOrEdit<Values>>) {
      const item = dialog.target?.item ?? null;
      return (
        <FormDialog<Values>
          {...targetFormProps(dialog, item ? '编辑' : '新增')}
          name="targeted"
          initialValues={item ?? { name: '' }}
          onSubmit={async () => dialog.onSaved()}
        >
          <Form.Item name="name" label="名称">
            <Input />
          </Form.Item>
        </FormDialog>
      );
    }
    const onSaved = vi.fn();
    function Page() {
      const editing = useTargetDialog<AddOrEdit<Values>>(onSaved);
      return (
        <>
          <button type="button" onClick={() => editing.open({ item: { name: '丙' } })}>
            open
          </button>
          <NameDialog {...editing.dialog} />
        </>
      );
    }
    render(withSession([], <Page />));
    expect(screen.queryByText('编辑')).toBeNull();
    fireEvent.click(screen.getByText('open'));
    expect(await screen.findByText('编辑')).toBeTruthy();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('丙');
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('titles an add-or-edit dialog by whether it edits an item (addOrEditFormProps)', () => {
    const onClose = vi.fn();
    const titles = { add: '新增', edit: '编辑' };
    expect(addOrEditFormProps({ target: { item: { id: 1 } }, onClose }, titles)).toEqual({
      open: true,
      onClose,
      title: '编辑',
    });
    expect(addOrEditFormProps({ target: { item: null }, onClose }, titles)).toEqual({
      open: true,
      onClose,
      title: '新增',
    });
    expect(addOrEditFormProps({ target: null, onClose }, titles).open).toBe(false);
  });

  it('words the add and edit titles under one prefix (addOrEditTitles)', () => {
    expect(addOrEditTitles(i18n.t, 'parts:baseNumber.')).toEqual({
      add: i18n.t('parts:baseNumber.add'),
      edit: i18n.t('parts:baseNumber.edit'),
    });
    expect(addOrEditTitles(i18n.t, 'common:action.')).toEqual({ add: '新增', edit: '编辑' });
  });
});
