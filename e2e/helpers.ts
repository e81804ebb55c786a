import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';
const shots = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

/** Saves a full-page screenshot to docs/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // let drawers, dropdowns and messages finish their animations
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
}

/** Signs in through the login form. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login').catch(async (error: unknown) => {
    // the app may be on its own way to the login page (a sign-out just before): let that finish
    const message = String(error);
    if (!message.includes('interrupted by another navigation') && !message.includes('ERR_ABORTED')) {
      throw error;
    }
    await page.waitForURL(/\/login/);
  });
  const form = page.getByTestId('login-form');
  await form.locator('#username').fill(username);
  await form.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Waits for the signed-in layout with the dashboard. */
export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

/** Sets the UI language before the app loads (the `language` cookie). */
export async function useLanguage(page: Page, language: 'zh-CN' | 'en-US'): Promise<void> {
  const url = new URL(
    page.url() === 'about:blank' ? `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}` : page.url(),
  );
  await page.context().addCookies([{ name: 'language', value: language, domain: url.hostname, path: '/' }]);
}

export { join };

/** Switches the UI language with the header's language menu and waits for the sidebar to follow. */
export async function switchLanguage(page: Page, language: 'zh-CN' | 'en-US'): Promise<void> {
  const label = language === 'en-US' ? 'English' : '简体中文';
  await chooseFromMenu(
    () => page.getByTestId('language-switch').click(),
    page.getByRole('menuitem', { name: label }),
    () => expect(page.getByTestId('language-switch')).toContainText(label, { timeout: 5_000 }),
  );
}

/**
 * Opens a dropdown with `open`, clicks its `item`, then waits for `done`. A dropdown opens (and the one
 * before it closes) with an animation: when a click lands while it moves, all three are tried again.
 */
export async function chooseFromMenu(
  open: () => Promise<void>,
  item: Locator,
  done: () => Promise<void>,
): Promise<void> {
  await expect(async () => {
    if (!(await item.isVisible())) await open();
    await item.click({ timeout: 3_000 });
    await done();
  }).toPass({ timeout: 30_000 });
}

/** Checks a radio or checkbox of a dialog; a click that lands while the dialog zooms in is tried again. */
export async function checkInDialog(control: Locator): Promise<void> {
  await expect(async () => {
    await control.check({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Signs out through the user menu and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  // the user menu only: other dropdowns (the language menu) stay in the page once opened
  const menu = page.locator('.ant-dropdown-menu').filter({ hasText: /退出登录|Log out/ });
  await chooseFromMenu(
    () => page.getByTestId('user-menu').click(),
    menu.getByRole('menuitem', { name: /退出登录|Log out/ }),
    () => expect(page).toHaveURL(/\/login$/, { timeout: 5_000 }),
  );
}

/** The signed-in browser's bearer token (the `spm_token` cookie), for reading back through the API. */
export async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'spm_token');
  expect(cookie?.value, 'signed in').toBeTruthy();
  return decodeURIComponent(cookie?.value ?? '');
}

/**
 * Clicks OK on the antd confirm dialog in front and waits until it has gone (its onOk may call the
 * server first). A dialog that is closing still fades out in the page: it is not the one in front.
 * On a loaded machine a click can land while the dialog still zooms in and be lost: while the dialog
 * stays open with its OK idle (not waiting for the server), OK is clicked again.
 */
export async function confirmOk(page: Page): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm:visible:not([class*="-leave"])');
  const ok = dialog.getByRole('button', { name: /^(确\s*定|OK)$/ });
  await ok.click();
  await expect(dialog)
    .toHaveCount(0, { timeout: 3_000 })
    .catch(() => undefined);
  await expect(async () => {
    const waiting = ((await ok.getAttribute('class', { timeout: 1_000 }).catch(() => '')) ?? '').includes(
      'ant-btn-loading',
    );
    if (!waiting && (await dialog.count()) > 0) await ok.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(dialog).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
