import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8310';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto(base + '/login');
const form = page.getByTestId('login-form');
await form.locator('#username').fill('dealer');
await form.locator('#password').fill('Demo@2026');
await page.getByTestId('login-submit').click();
await page.waitForURL(/dashboard/);
await page.goto(base + '/InventoryQuery/index');
await page.waitForTimeout(2500);
console.log(await page.evaluate(() => {
  const out = [];
  for (const sel of ['.spm-table', '.ant-table-wrapper', '.ant-table', '.ant-table-container', '.ant-table-body', '.ant-table-content', '.ant-table-header', '.ant-table-body table', '.ant-table-header table']) {
    const el = document.querySelector(sel);
    if (!el) { out.push(sel + ' none'); continue; }
    const cs = getComputedStyle(el);
    out.push(`${sel} cw=${el.clientWidth} sw=${el.scrollWidth} ox=${cs.overflowX} w=${cs.width} tl=${cs.tableLayout} minw=${cs.minWidth} style=${el.getAttribute('style')}`);
  }
  return out.join('\n');
}));
await browser.close();
