import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)));
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 600)));
await p.goto('http://127.0.0.1:4417' + process.argv[2], { waitUntil: 'networkidle' });
await p.waitForTimeout(500);
await b.close();
