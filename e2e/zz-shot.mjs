import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8310';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', ignoreDefaultArgs: ['--hide-scrollbars'], args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
await ctx.addCookies([{ name: 'language', value: 'zh-CN', domain: '127.0.0.1', path: '/' }]);
const page = await ctx.newPage();
async function signIn(user) {
  await page.goto(base + '/login');
  const form = page.getByTestId('login-form');
  await form.locator('#username').fill(user);
  await form.locator('#password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/dashboard/, { timeout: 20000 });
}
async function shot(name) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}
// tags carry-over
await signIn('wh');
await page.goto(base + '/warehouse/shipBill'); await shot('wh-shipBill');
await page.getByTestId('user-menu').click();
await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: /退出登录|Log out/ }).click();
await page.waitForURL(/login/);
await signIn('dealer');
await page.waitForTimeout(800);
console.log('dealer tags after wh:', await page.getByTestId('tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-path'))));
await page.goto(base + '/confirmDelivery/index'); await shot('dealer-confirmDelivery');
await page.goto(base + '/InventoryQuery/index'); await shot('dealer-InventoryQuery');
console.log('dealer tags:', await page.getByTestId('tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-path'))));
await browser.close();
