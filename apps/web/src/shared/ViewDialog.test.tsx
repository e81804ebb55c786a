// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpDom } from './test-dom';
import { ViewDialog } from './ViewDialog';

beforeAll(setUpDom);
afterEach(cleanup);

describe('ViewDialog', () => {
  it('shows its title and content with no footer buttons, and closes from the corner', () => {
    const onClose = vi.fn();
    render(
      <ViewDialog title="模板中心" open onClose={onClose} width={640}>
        <p>内容</p>
      </ViewDialog>,
    );
    expect(screen.getByText('模板中心')).toBeTruthy();
    expect(screen.getByText('内容')).toBeTruthy();
    expect(document.querySelector('.ant-modal-footer')).toBeNull();
    fireEvent.click(document.querySelector('.ant-modal-close') as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders no content while closed', () => {
    render(
      <ViewDialog title="模板中心" open={false} onClose={() => {}} width={640}>
        <p>内容</p>
      </ViewDialog>,
    );
    expect(screen.queryByText('内容')).toBeNull();
  });
});
