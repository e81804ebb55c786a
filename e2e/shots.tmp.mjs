import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8305';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const lang = process.argv[2] ?? 'zh-CN';
const tag = lang === 'zh-CN' ? 'zh' : 'en';
async function session(user) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: lang });
  await ctx.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  const form = page.getByTestId('login-form');
  await form.locator('#username').fill(user);
  await form.locator('#password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/dashboard/);
  return page;
}
const shot = async (page, name) => { await page.waitForLoadState('networkidle').catch(() => {}); await page.waitForTimeout(700); await page.screenshot({ path: `/tmp/wh-shots/${name}-${tag}.png` }); };
const wh = await session('wh');
await wh.goto(base + '/warehouse/release'); await shot(wh, 'release');
await wh.goto(base + '/warehouse/pickBill'); await shot(wh, 'pickbills');
await wh.locator('.ant-table-row').first().getByRole('button').first().click(); await shot(wh, 'pickbill-drawer');
await wh.goto(base + '/warehouse/boxing'); await shot(wh, 'boxing');
const boxBtn = wh.locator('.ant-table-row').first().getByRole('button').first();
if (await boxBtn.count()) { await boxBtn.click(); await shot(wh, 'boxing-dialog'); }
await wh.goto(base + '/warehouse/shipBill'); await shot(wh, 'shipbills');
await wh.getByRole('tab').nth(1).click(); await shot(wh, 'shipbills-list');
const dealer = await session('dealer');
await dealer.goto(base + '/confirmDelivery/index'); await shot(dealer, 'confirm-delivery');
const c = dealer.locator('.ant-table-row').first().getByRole('button').nth(1);
if (await c.count()) { await c.click(); await shot(dealer, 'confirm-dialog'); }
await dealer.goto(base + '/overageChangeDetailQuery/index'); await shot(dealer, 'overage');
await browser.close();
