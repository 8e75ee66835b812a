/**
 * Numbers with Indian digit grouping (1,23,45,678), written out by hand: the first use of an
 * `Intl.NumberFormat` for 'en-IN' loads that locale's data, which took longer than drawing a
 * therapist card when the browser first runs the page. Equal to
 * `new Intl.NumberFormat('en-IN', { minimumFractionDigits: d, maximumFractionDigits: d })` for
 * amounts with at most `d` decimals.
 */
export function formatIndianNumber(n: number, fractionDigits: 0 | 2 = 0): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole = '0', fraction] = Math.abs(n).toFixed(fractionDigits).split('.');
  const lastThree = whole.slice(-3);
  const pairs = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = pairs ? `${pairs},${lastThree}` : lastThree;
  const sign = n < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
