import { Descriptions, type DescriptionsProps, Drawer } from 'antd';
import type { ReactNode } from 'react';

/** One fact of a document's header: its label and its value (text, a tag, a link). */
export type DocumentFact = NonNullable<DescriptionsProps['items']>[number];

export interface DocumentDrawerProps<D> {
  /** The document shown; the drawer is closed while it is null. */
  doc: D | null;
  onClose: () => void;
  /** The title of the open document (its kind and number). */
  title: (doc: D) => ReactNode;
  width: number;
  /** The actions of the screen that opened it (place, print, ...). */
  extra?: ReactNode;
  testId: string;
  /** The header facts, in a bordered description list three to a row. */
  facts: (doc: D) => DocumentFact[];
  /** What follows the header: the lines, the history. */
  children: (doc: D) => ReactNode;
}

/**
 * A document opened from its list (purchase order, RFQ, shipping notice): a drawer titled with the
 * document, its header facts and then its lines.
 */
export function DocumentDrawer<D>(props: DocumentDrawerProps<D>) {
  const { doc } = props;
  return (
    <Drawer
      open={doc !== null}
      onClose={props.onClose}
      size={props.width}
      title={doc ? props.title(doc) : ''}
      extra={props.extra}
      data-testid={props.testId}
    >
      {doc && (
        <>
          <Descriptions size="small" column={3} bordered items={props.facts(doc)} />
          {props.children(doc)}
        </>
      )}
    </Drawer>
  );
}
