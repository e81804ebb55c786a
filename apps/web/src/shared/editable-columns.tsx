import { Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import type { EditableColumn } from './EditableRows';

/** The most pieces a line may hold (the server's limit of a quantity). */
const QTY_MAX = 99_999_999;

/** The part code column of `EditableRows` (field `partCode`): an input of 30 characters. */
export const partCodeColumn = (
  title: ReactNode,
  width: number,
  options: { testId?: string; disabled?: boolean } = {},
): EditableColumn => ({
  title,
  field: 'partCode',
  input: <Input maxLength={30} data-testid={options.testId} disabled={options.disabled} />,
  width,
});

/** A quantity column of `EditableRows`: whole pieces from `min` (1 unless given) to 99,999,999. */
export const qtyColumn = (
  title: ReactNode,
  field: string,
  width?: number,
  options: { min?: number; disabled?: boolean } = {},
): EditableColumn => ({
  title,
  field,
  input: <InputNumber min={options.min ?? 1} max={QTY_MAX} precision={0} disabled={options.disabled} />,
  width,
});
