// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocumentDrawer } from './DocumentDrawer';
import { LinesTable } from './LinesTable';
import { setUpDom, withSession } from './test-dom';

beforeAll(setUpDom);
afterEach(cleanup);

interface Doc {
  no: string;
  remark: string;
  lines: { id: number; partCode: string }[];
}

const renderDrawer = (doc: Doc | null) =>
  render(
    withSession(
      [],
      <DocumentDrawer<Doc>
        doc={doc}
        onClose={() => undefined}
        width={600}
        title={(d) => `订单 ${d.no}`}
        testId="doc-detail"
        facts={(d) => [{ label: '备注', children: d.remark }]}
      >
        {(d) => (
          <LinesTable<Doc['lines'][number]>
            columns={[{ title: '零件', dataIndex: 'partCode' }]}
            dataSource={d.lines}
          />
        )}
      </DocumentDrawer>,
    ),
  );

describe('DocumentDrawer', { timeout: 30_000 }, () => {
  it('shows the title, the facts and the lines of the open document', async () => {
    renderDrawer({ no: 'PO001', remark: '加急', lines: [{ id: 1, partCode: 'AB-1' }] });
    expect(await screen.findByText('订单 PO001')).toBeTruthy();
    expect(screen.getByText('备注')).toBeTruthy();
    expect(screen.getByText('加急')).toBeTruthy();
    expect(screen.getByText('AB-1')).toBeTruthy();
    expect(document.querySelector('[data-testid="doc-detail"]')).toBeTruthy();
  });

  it('stays closed without a document', () => {
    renderDrawer(null);
    expect(document.querySelector('[data-testid="doc-detail"]')).toBeNull();
  });
});
