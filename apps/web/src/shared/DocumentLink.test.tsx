// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocumentLink, type DocumentPlace, documentHref } from './DocumentLink';
import { DOCUMENT_PLACES } from './document-places';
import { setUpDom, withSession } from './test-dom';

beforeAll(setUpDom);
afterEach(cleanup);

const dealerPage: DocumentPlace = {
  path: '/dealer/bills',
  param: 'billNo',
  permission: 'dealerBills:view',
  testId: 'bill-link',
};
const warehousePage: DocumentPlace = {
  path: '/warehouse/bills',
  param: 'billNo',
  permission: 'warehouseBills:view',
  testId: 'bill-link',
};

/** Where the router went, to see what a click opened. */
function Where() {
  const location = useLocation();
  return <span data-testid="at">{`${location.pathname}${location.search}`}</span>;
}

function renderLink(permissions: string[], no: string | null) {
  render(
    withSession(
      permissions,
      <>
        <DocumentLink no={no} to={[dealerPage, warehousePage]} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
    ),
  );
}

describe('document link', { timeout: 30_000 }, () => {
  it('links to the document on the first page the user may open, the no URL-encoded', () => {
    renderLink(['warehouseBills:view'], 'SB 001');
    const link = screen.getByTestId('bill-link');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/warehouse/bills?billNo=SB%20001');
    fireEvent.click(link);
    expect(screen.getByTestId('at').textContent).toBe('/warehouse/bills?billNo=SB%20001');
  });

  it('prefers the earlier page when the user may open both', () => {
    renderLink(['warehouseBills:view', 'dealerBills:view'], 'SB001');
    expect(screen.getByTestId('bill-link').getAttribute('href')).toBe('/dealer/bills?billNo=SB001');
  });

  it('shows plain text to a user who may open none of the pages', () => {
    renderLink(['other:view'], 'SB001');
    expect(screen.queryByTestId('bill-link')).toBeNull();
    expect(screen.getByText('SB001').closest('a')).toBeNull();
  });

  it('shows a dash when there is no no', () => {
    renderLink(['dealerBills:view'], null);
    expect(screen.queryByTestId('bill-link')).toBeNull();
    expect(screen.getByText('-')).toBeTruthy();
  });

  it('stands in a read-only form item, taking its value', () => {
    render(
      withSession(
        ['orderStatusQuery:view'],
        <Form initialValues={{ dealerOrderNo: 'SO2026001' }}>
          <Form.Item name="dealerOrderNo" label="单号">
            <DocumentLink to={DOCUMENT_PLACES.dealerOrder} testId="form-order-no" />
          </Form.Item>
        </Form>,
      ),
    );
    expect(screen.getByTestId('form-order-no').getAttribute('href')).toBe(
      documentHref(DOCUMENT_PLACES.dealerOrder, 'SO2026001'),
    );
    expect(documentHref(DOCUMENT_PLACES.dealerOrder, 'SO2026001')).toBe(
      '/orderStatusQuery/index?dealerOrderNo=SO2026001',
    );
  });
});
