import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8310';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
await ctx.addCookies([{ name: 'language', value: 'en-US', domain: '127.0.0.1', path: '/' }]);
let page = await ctx.newPage();
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
await signIn('dealer');
await page.goto(base + '/orderStatusQuery/index');
await page.waitForLoadState('networkidle');
await page.locator('.spm-table .ant-table-row').first().getByRole('button', { name: /View|查看/ }).click();
await page.getByTestId('order-header').waitFor();
await shot('orders-drawer-en');
await page.close();
const ctx2 = await browser.newContext({ viewport: { width: 1366, height: 768 } });
await ctx2.addCookies([{ name: 'language', value: 'zh-CN', domain: '127.0.0.1', path: '/' }]);
page = await ctx2.newPage();
await signIn('hq');
await page.goto(base + '/partsMaster/partEntry?partCode=01001-A5G1-00-A0');
await page.waitForLoadState('networkidle');
await page.getByRole('tab', { name: '包装信息' }).click();
console.log(await page.locator('.ant-tabs-tabpane-active input[id^="part_"]').evaluateAll((e) => e.map((x) => x.id)));
await browser.close();
