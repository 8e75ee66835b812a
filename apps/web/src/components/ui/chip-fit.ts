/**
 * How many chips of a wrapping list fit in a number of rows, estimated from the text alone so the
 * server and the browser draw the same list and nothing is measured (or moves) after the page is
 * adopted. Character widths err wide, so at the row width asked for a list may show a chip fewer
 * than would fit but never spills onto an extra row.
 */

/** Text-xs (12px) medium Inter: advance widths, rounded up, by kind of character. */
const NARROW_PX = 4.2; // i j l t f r I space and punctuation
const WIDE_PX = 9.6; // m w M W
const CAPITAL_PX = 8.4; // other capitals and digits
const OTHER_PX = 6.9;
const NARROW = /[ijltfrI .,;:'’()\-/&]/;
const WIDE = /[mwMW]/;
const CAPITAL = /[A-Z0-9+]/;

/** px-2.5 on each side. */
const CHIP_PADDING_PX = 20;
const GAP_PX = 6; // gap-1.5

export function chipWidth(text: string): number {
  let width = CHIP_PADDING_PX;
  for (const char of text) {
    if (NARROW.test(char)) width += NARROW_PX;
    else if (WIDE.test(char)) width += WIDE_PX;
    else if (CAPITAL.test(char)) width += CAPITAL_PX;
    else width += OTHER_PX;
  }
  return width;
}

const rowUsed = (row: number[]) =>
  row.reduce((sum, width) => sum + width, 0) + GAP_PX * Math.max(0, row.length - 1);

/**
 * The number of `items` to show in at most `maxRows` rows `rowWidth` wide, leaving room on the last
 * row for a '+N' chip when some are left out. A chip wider than a row takes a row of its own.
 */
export function chipsThatFit(items: readonly string[], maxRows: number, rowWidth: number): number {
  const rows: number[][] = [];
  let count = 0;
  for (const item of items) {
    const width = chipWidth(item);
    const row = rows.at(-1);
    if (row && rowUsed(row) + GAP_PX + width <= rowWidth) row.push(width);
    else if (rows.length < maxRows) rows.push([width]);
    else break;
    count++;
  }
  if (count === items.length) return count;

  // Make room for '+N' on the last row, dropping chips from its end until it fits.
  const lastRow = rows.at(-1) ?? [];
  while (
    lastRow.length > 0 &&
    rowUsed(lastRow) + GAP_PX + chipWidth(`+${items.length - count}`) > rowWidth
  ) {
    lastRow.pop();
    count--;
  }
  return count;
}
