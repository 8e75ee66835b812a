// Server-drawn pages load the app through this file (see apps/api/src/plugins/web-app.ts): it asks
// for the app's scripts once the page has been painted, so they never compete with the page's
// styles and fonts for that first paint. The page reads, and its links work, before any script
// runs. A page that is not painted (a tab opened in the background) loads the app after a while.
const entry = document.currentScript?.dataset.entry;
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  import(entry);
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
}
setTimeout(start, 2000);
