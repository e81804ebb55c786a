// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpDom } from '../shared/test-dom';
import { i18n } from './i18n';
import { AppProviders } from './providers';

beforeAll(setUpDom);
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-CN');
});

/** A form whose one field has antd's plain required rule, submitted empty. */
async function submitEmpty(label: string) {
  render(
    <AppProviders>
      <Form name="probe">
        <Form.Item name="year" label={label} rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">OK</Button>
      </Form>
    </AppProviders>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
}

describe('AppProviders', { timeout: 30_000 }, () => {
  it("words a plain required rule's message as the app's own, in Chinese", async () => {
    await submitEmpty('年份');
    expect(await screen.findByText('请输入年份')).toBeTruthy();
  });

  it('and in English', async () => {
    await i18n.changeLanguage('en-US');
    await submitEmpty('Year');
    expect(await screen.findByText('Please input Year')).toBeTruthy();
  });
});
