import { launchChromium, phoneContextOptions } from '../tests/e2e/phoneProfile';
const base = process.argv[2]!;
const login = process.argv[3]!;
const paths = process.argv.slice(4);
const browser = await launchChromium();
const context = await browser.newContext(phoneContextOptions);
const page = await context.newPage();
await page.goto(`${base}/login?redirect=/member`);
await page.getByLabel('ログインID').fill(login);
await page.getByLabel('パスワード').fill('demo1234');
await page.getByRole('button', { name: 'ログインする' }).click();
await page.waitForURL(/\/(member|ex-member)/);
await page.waitForTimeout(1500);
for (const path of paths) {
  await page.evaluate((p) => { history.pushState({}, '', p); dispatchEvent(new PopStateEvent('popstate')); }, path);
  await page.waitForTimeout(1500);
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 391).slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`));
  console.log(path, JSON.stringify(wide));
  await page.screenshot({ path: `/tmp/look-${path.replace(/[^a-z0-9]/gi, '_')}.png` });
}
await browser.close();
