import { expect, test } from '@playwright/test';
import { screenshot } from './helpers';

/**
 * Sign-in refusals: the server's message, then the verification code after repeated failures. The
 * name is not a demo account (an unknown name is answered like a known one), so the challenge it
 * earns does not stand in front of another spec's sign-in.
 */
test('wrong passwords show the reason, then a verification code is asked for', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('#username').fill('no-such-user');
  await form.locator('#password').fill('short');
  await page.getByTestId('login-submit').click();
  await expect(form.locator('#password_help')).toContainText('6');

  for (let attempt = 1; attempt <= 3; attempt++) {
    await form.locator('#password').fill(`Wrong#${attempt}pass`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toContainText('用户名或密码错误');
  }
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  await expect(form.locator('#captchaCode')).toBeVisible();
  expect((await page.evaluate(() => window.localStorage.getItem('spm.login.username'))) ?? '').toBe('');
  await screenshot(page, 'login-captcha');
});
