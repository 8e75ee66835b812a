import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: +(process.argv[3] ?? 1280), height: 900 } });
await p.goto('http://127.0.0.1:4417' + process.argv[2], { waitUntil: 'networkidle' });
await p.waitForTimeout(800);
console.log(p.url(), await p.evaluate(() => [document.body.scrollHeight, window.scrollY]));
console.log((await p.locator('main').innerText()).slice(0, 1500));
await p.screenshot({ path: '/tmp/ps/view.png' });
await b.close();
