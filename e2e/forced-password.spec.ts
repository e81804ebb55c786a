import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectDashboard, screenshot, signIn } from './helpers';

/** Account status 601: the initial password must be changed before anything else. */
test('newbie must change the initial password, then lands on the dashboard', async ({ page }) => {
  await signIn(page, 'newbie');
  await expect(page).toHaveURL(/\/password\/change$/);
  await expect(page.getByTestId('forced-password')).toBeVisible();

  // nothing else opens while the password is unchanged
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/password\/change$/);

  const form = page.getByTestId('change-password-form');
  await form.locator('#password_oldPassword').fill(DEMO_PASSWORD);
  await form.locator('#password_newPassword').fill('abc');
  await form.locator('#password_confirmPassword').fill('abd');
  await page.getByRole('button', { name: '修改密码并进入系统' }).click();
  await expect(form.locator('#password_newPassword_help')).toContainText('8至20位');
  await expect(form.locator('#password_confirmPassword_help')).toContainText('不一致');
  await screenshot(page, 'forced-password');

  await form.locator('#password_newPassword').fill('Spare#Parts2027');
  await form.locator('#password_confirmPassword').fill('Spare#Parts2027');
  await page.getByRole('button', { name: '修改密码并进入系统' }).click();
  await expectDashboard(page);
});
