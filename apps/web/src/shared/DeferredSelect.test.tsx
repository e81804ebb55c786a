// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeferredSelect } from './DeferredSelect';
import { setUpDom } from './test-dom';

beforeAll(setUpDom);
afterEach(cleanup);

const OPTIONS = [
  { value: 'W01', label: 'W01 北京配件中心' },
  { value: 'W02', label: 'W02 上海配件中心' },
];

describe('DeferredSelect', () => {
  it('shows the chosen option as an input until the user reaches for it', () => {
    render(<DeferredSelect id="warehouseCode" value="W02" options={OPTIONS} data-testid="wh" />);
    const field = screen.getByTestId('wh');
    expect(field.tagName).toBe('INPUT');
    expect(field).toHaveProperty('id', 'warehouseCode');
    expect(field).toHaveProperty('value', 'W02 上海配件中心');
    expect(document.querySelector('.ant-select')).toBeNull();
  });

  it('shows the placeholder when nothing is chosen', () => {
    render(<DeferredSelect placeholder="请选择仓库" options={OPTIONS} data-testid="wh" />);
    expect(screen.getByTestId('wh')).toHaveProperty('placeholder', '请选择仓库');
  });

  it('becomes the Select with its list open on a click, and answers the choice like the Select', async () => {
    const onChange = vi.fn();
    render(<DeferredSelect value="W01" options={OPTIONS} onChange={onChange} data-testid="wh" />);
    fireEvent.mouseDown(screen.getByTestId('wh'));
    expect(document.querySelector('.ant-select')).toBeNull();
    fireEvent.click(screen.getByTestId('wh'));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(document.querySelector('.ant-select')).not.toBeNull();
    fireEvent.click(await screen.findByTitle('W02 上海配件中心'));
    expect(onChange.mock.calls[0]?.[0]).toBe('W02');
  });

  it('becomes the Select, closed and focused, when reached by the keyboard', async () => {
    render(<DeferredSelect value="W01" options={OPTIONS} data-testid="wh" />);
    fireEvent.focus(screen.getByTestId('wh'));
    await waitFor(() => expect(document.querySelector('.ant-select')).not.toBeNull(), { timeout: 15_000 });
    expect(document.querySelector('.ant-select-dropdown')).toBeNull();
    expect(document.querySelector('.ant-select-focused')).not.toBeNull();
  });
});
