// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountFormProps, saveAccount, useAccountEditing } from './account-editing';

describe('saveAccount', () => {
  const api = () => ({
    create: vi.fn(async (b: { name: string; username: string }) => ({
      username: b.username,
      initialPassword: 'Pw1!',
    })),
    update: vi.fn(async () => undefined),
  });

  it('adds with the trimmed user name and hands the initial password on', async () => {
    const calls = api();
    const dialog = { user: null, onCreated: vi.fn(), onSaved: vi.fn() };
    await saveAccount(dialog, calls, { name: '张三' }, ' zs01 ');
    expect(calls.create).toHaveBeenCalledWith({ name: '张三', username: 'zs01' });
    expect(dialog.onCreated).toHaveBeenCalledWith('zs01', 'Pw1!');
    expect(dialog.onSaved).not.toHaveBeenCalled();
  });

  it('changes with the version and without the user name', async () => {
    const calls = api();
    const dialog = { user: { id: 7, version: 3 }, onCreated: vi.fn(), onSaved: vi.fn() };
    await saveAccount(dialog, calls, { name: '李四' }, 'ls01');
    expect(calls.update).toHaveBeenCalledWith(7, { name: '李四', version: 3 });
    expect(dialog.onSaved).toHaveBeenCalled();
    expect(dialog.onCreated).not.toHaveBeenCalled();
  });
});

describe('useAccountEditing', () => {
  it('opens the dialog to add or edit, and shows the initial password after an add', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useAccountEditing<{ id: number }>(refresh));
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.edit({ id: 1 }));
    expect(result.current.dialog).toMatchObject({ open: true, user: { id: 1 } });
    act(() => result.current.add());
    expect(result.current.dialog).toMatchObject({ open: true, user: null });
    act(() => result.current.dialog.onCreated('u1', 'Pw1!'));
    expect(result.current.password.value).toEqual({ username: 'u1', password: 'Pw1!' });
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => result.current.password.onClose());
    act(() => result.current.dialog.onClose());
    expect(result.current.password.value).toBeNull();
    expect(result.current.dialog.open).toBe(false);
  });
});

describe('accountFormProps', () => {
  const titles = { add: '新增用户', edit: '编辑用户' };
  const onClose = () => undefined;

  it('titles an add and leaves its saved message to the initial password dialog', () => {
    expect(accountFormProps({ open: true, user: null, onClose }, titles)).toEqual({
      open: true,
      onClose,
      title: '新增用户',
      successMessage: null,
      autoComplete: 'off',
    });
  });

  it('titles a change and keeps the usual saved message', () => {
    const props = accountFormProps({ open: true, user: { id: 1 }, onClose }, titles);
    expect(props.title).toBe('编辑用户');
    expect(props.successMessage).toBeUndefined();
  });
});
