import { type ButtonProps, Space } from 'antd';
import { useConfirm } from './confirm';
import { PermissionButton } from './PermissionButton';
import { StatusTag, type StatusTagProps } from './StatusTag';

/**
 * The title of a document's entry card: the screen's name, then — once the document is saved — its
 * number (`data-testid={noTestId}`) and its status tag.
 */
export function DocumentTitle({
  title,
  no,
  noTestId,
  statusKind,
  status,
}: {
  title: string;
  /** The document number; nothing before the first save. */
  no?: string | null;
  noTestId: string;
  statusKind: NonNullable<StatusTagProps['kind']>;
  status?: number | null;
}) {
  return (
    <Space>
      {title}
      {no && <span data-testid={noTestId}>{no}</span>}
      {no && <StatusTag kind={statusKind} value={status} />}
    </Space>
  );
}

/**
 * A permission button that asks first (`content`) and runs `onConfirm` on OK; a `danger` button asks
 * with a red OK. Not rendered without the permission `code`.
 */
export function ConfirmButton({
  code,
  content,
  onConfirm,
  danger,
  ...button
}: Omit<ButtonProps, 'onClick'> & {
  code: string;
  content: string;
  onConfirm: () => unknown;
  'data-testid'?: string;
}) {
  const confirm = useConfirm();
  return (
    <PermissionButton
      {...button}
      code={code}
      danger={danger}
      onClick={() => confirm({ content, danger, onOk: onConfirm })}
    />
  );
}
