import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4417';
const pages = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run','--disable-sync','--disable-quic'] });
for (const spec of pages) {
  const [path, name, width] = spec.split('|');
  const p = await b.newPage({ viewport: { width: +width, height: 900 } });
  await p.goto(base + path, { waitUntil: 'networkidle' });
  await p.locator('h1').first().waitFor({ timeout: 30000 }).catch(() => {});
  await p.waitForTimeout(2500);
  const y = Number(process.env.Y ?? 0); const h = Number(process.env.H ?? 0);
  await p.screenshot({ path: `/tmp/ps/${name}-${width}.png`, fullPage: true, ...(h ? { clip: { x: 0, y, width: +width, height: h } } : {}) });
  await p.close();
}
await b.close();
