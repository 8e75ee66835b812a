import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: +(process.argv[2] ?? 1280), height: 900 } });
if (process.env.NOANCHOR) await p.addInitScript(() => document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = '*{overflow-anchor:none !important}'; document.head.append(s); }));
await p.goto('http://127.0.0.1:4417/therapists');
await p.getByTestId('therapist-card').nth(7).waitFor();
await p.waitForTimeout(1500);
await p.getByTestId('therapist-card').nth(7).scrollIntoViewIfNeeded();
await p.mouse.wheel(0, 200);
await p.waitForTimeout(800);
const before = await p.evaluate(() => window.scrollY);
const box = await p.getByTestId('therapist-card').nth(7).boundingBox();
await p.evaluate(() => { window.__s = []; addEventListener('scroll', () => window.__s.push([Math.round(performance.now()), scrollY, location.pathname])); const push = history.pushState.bind(history); history.pushState = (...a) => { window.__s.push(['push', scrollY]); return push(...a); }; });
await p.getByTestId('therapist-card').nth(7).getByRole('heading').first().click();
await p.waitForURL(/\/therapist\//);
console.log('scrolls', JSON.stringify(await p.evaluate(() => window.__s)));
console.log('saved', await p.evaluate(() => sessionStorage.getItem('react-router-scroll-positions')));
await p.getByRole('heading', { level: 1 }).waitFor();
await p.waitForTimeout(1000);
await p.evaluate(() => { window.__log = []; const t0 = performance.now(); const tick = () => { const c = document.querySelectorAll('[data-testid=therapist-card]')[7]; window.__log.push([Math.round(performance.now()-t0), location.pathname, scrollY, document.documentElement.scrollHeight, c ? Math.round(c.getBoundingClientRect().top) : null]); if (performance.now()-t0 < 2500) requestAnimationFrame(tick); }; requestAnimationFrame(tick); });
await p.goBack();
await p.getByTestId('therapist-card').nth(7).waitFor();
const samples = [];
for (let i = 0; i < 6; i++) { samples.push(await p.evaluate(() => window.scrollY)); await p.waitForTimeout(300); }
const box2 = await p.getByTestId('therapist-card').nth(7).boundingBox();
console.log({ before, samples, y1: box.y, y2: box2.y }); const log = await p.evaluate(() => window.__log); let prev=''; for (const l of log) { const k = JSON.stringify(l.slice(1)); if (k!==prev) console.log(l.join(' ')); prev=k; }
await b.close();
