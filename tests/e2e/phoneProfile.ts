import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

/** DEVELOPERS.md: Debian's Chromium, and the flags that keep it off the closed network. */
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: chromiumFlags });
}

/**
 * A 390×844 iPhone in Japanese, Tokyo time. The user agent matters: apply pages send a browser that is not a
 * smartphone to the external sign-up page (SPEC 2.7).
 */
export const phoneContextOptions: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'ja-JP',
  timezoneId: 'Asia/Tokyo',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};
