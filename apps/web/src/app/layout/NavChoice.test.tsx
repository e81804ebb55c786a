// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpDom } from '../../shared/test-dom';
import { NavChoice } from './NavChoice';

beforeAll(setUpDom);
afterEach(cleanup);

describe('NavChoice', { timeout: 30_000 }, () => {
  it('labels its button, opens its choices on a click with the current one selected, and hands on the chosen key', async () => {
    const onChoose = vi.fn();
    render(
      <NavChoice<'a' | 'b'>
        current="a"
        choices={[
          { key: 'a', label: 'Alpha' },
          { key: 'b', label: 'Beta' },
        ]}
        onChoose={onChoose}
        label="pick one"
        title="tip"
        testId="demo-switch"
      >
        <span>icon</span>
      </NavChoice>,
    );
    const button = screen.getByTestId('demo-switch');
    expect(button.getAttribute('aria-label')).toBe('pick one');
    expect(button.getAttribute('title')).toBe('tip');
    fireEvent.click(button);
    const alpha = await screen.findByText('Alpha');
    expect(alpha.closest('li')?.className).toContain('selected');
    fireEvent.click(await screen.findByText('Beta'));
    expect(onChoose).toHaveBeenCalledWith('b');
  });
});
