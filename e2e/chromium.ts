/**
 * Debian's chromium, headless, as the browser tests and the web benchmark start it (Playwright's own
 * browser download cannot work here; the background-networking flags keep it off the closed network).
 */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
