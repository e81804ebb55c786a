import { useState } from 'react';

/** An account as its dialog edits it: the id and the version an update sends back. */
export interface EditedAccount {
  id: number;
  version: number;
}

/**
 * Props of a dialog that adds (`user` null) or changes a user account. On add the server answers a
 * generated initial password, handed to `onCreated`; a change ends with `onSaved`.
 */
export interface AccountDialogProps<U> {
  open: boolean;
  user: U | null;
  onClose: () => void;
  onCreated: (username: string, initialPassword: string) => void;
  onSaved: () => void;
}

/** The server's calls behind an account dialog; `create` answers the user name and its initial password. */
export interface AccountApi<B> {
  create: (body: B & { username: string }) => Promise<{ username: string; initialPassword: string }>;
  update: (id: number, body: B & { version: number }) => Promise<unknown>;
}

/**
 * Saves an account dialog's `body`: a change sends it with the account's version and calls
 * `onSaved`; an add sends it with `username` (trimmed; a change does not send it) and hands the
 * answered initial password to `onCreated`. A refusal of the server rejects (the dialog shows it).
 */
export async function saveAccount<B>(
  dialog: Pick<AccountDialogProps<EditedAccount>, 'user' | 'onCreated' | 'onSaved'>,
  api: AccountApi<B>,
  body: B,
  username: string,
): Promise<void> {
  const { user } = dialog;
  if (user) {
    await api.update(user.id, { ...body, version: user.version });
    dialog.onSaved();
  } else {
    const created = await api.create({ ...body, username: username.trim() });
    dialog.onCreated(created.username, created.initialPassword);
  }
}

/**
 * State of a user administration page: which account its dialog edits (`add()` / `edit(user)`), and
 * the initial password shown once after an add (or after `showPassword`, e.g. a reset). `dialog` goes
 * to the account dialog, `password` to the initial password dialog; both saves `refresh` the list.
 */
export function useAccountEditing<U>(refresh: () => unknown) {
  const [editing, setEditing] = useState<{ user: U | null } | null>(null);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const dialog: AccountDialogProps<U> = {
    open: editing !== null,
    user: editing?.user ?? null,
    onClose: () => setEditing(null),
    onSaved: () => void refresh(),
    onCreated: (username, password) => {
      setShown({ username, password });
      void refresh();
    },
  };
  return {
    add: () => setEditing({ user: null }),
    edit: (user: U) => setEditing({ user }),
    showPassword: (username: string, password: string) => setShown({ username, password }),
    dialog,
    password: { value: shown, onClose: () => setShown(null) },
  };
}

/**
 * The form dialog props every account dialog shares: open and closed as told, titled `titles.edit`
 * on a change and `titles.add` on an add, no saved message after an add (the initial password
 * dialog follows) and no logins filled in by the browser. Spread into `FormDialog`.
 */
export function accountFormProps(
  dialog: Pick<AccountDialogProps<unknown>, 'open' | 'user' | 'onClose'>,
  titles: { add: string; edit: string },
) {
  return {
    open: dialog.open,
    onClose: dialog.onClose,
    title: dialog.user ? titles.edit : titles.add,
    successMessage: dialog.user ? undefined : null,
    autoComplete: 'off',
  };
}
