import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** One typed line: the part code (upper case) and its qty (NaN when the qty is not a number). */
export interface PartQtyLine {
  partCode: string;
  qty: number;
}

/**
 * Lines typed one per row as `part code qty` (comma, full-width comma, tab or spaces between);
 * blank rows are skipped, part codes upper-cased, a missing qty reads 0.
 */
export function parsePartQtyLines(text: string): PartQtyLine[] {
  return text
    .split(/\r?\n/)
    .map((row) => row.trim())
    .filter(Boolean)
    .map((row) => {
      const [code, qty] = row.split(/[\s,，\t]+/);
      return { partCode: (code ?? '').toUpperCase(), qty: Number(qty ?? 0) };
    });
}

/** Whether every typed line has a part code and a whole qty above zero. */
export const partQtyLinesValid = (text: string) =>
  parsePartQtyLines(text).every((l) => l.partCode && Number.isInteger(l.qty) && l.qty > 0);

/** The text of saved lines for `PartQtyLinesItem`: one `part code qty` per row. */
export const partQtyLinesText = (lines: readonly PartQtyLine[]) =>
  lines.map((l) => `${l.partCode} ${l.qty}`).join('\n');

/**
 * The required form field `lines` of a document typed as text (purchase order, RFQ): a six-row text
 * area labelled `<ns>:lines` with the hint `<ns>:linesHint`, refused with `<ns>:linesInvalid` unless
 * every row is `part code qty` with a whole qty above zero. `parsePartQtyLines` reads the value.
 */
export function PartQtyLinesItem({ ns }: { ns: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="lines"
      label={t(`${ns}:lines`)}
      extra={t(`${ns}:linesHint`)}
      rules={[
        { required: true },
        {
          validator: (_, value: string) =>
            partQtyLinesValid(value ?? '')
              ? Promise.resolve()
              : Promise.reject(new Error(t(`${ns}:linesInvalid`))),
        },
      ]}
    >
      <Input.TextArea rows={6} />
    </Form.Item>
  );
}
