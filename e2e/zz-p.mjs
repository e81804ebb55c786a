import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.goto('http://127.0.0.1:8310/login');
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/shots/login.png' });
console.log(page.url());
await browser.close();
