/**
 * The pieces of iCalendar text (RFC 5545) that invites and calendar feeds share: UTC stamps,
 * escaped text values and 75-octet line folding.
 */

/** A UTC date-time value: 20261201T043000Z. */
export const icsStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after one space. */
function fold(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + ch, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The content lines as one iCalendar text: folded, CRLF-separated, ending with CRLF. */
export const icsDocument = (lines: string[]) => `${lines.map(fold).join('\r\n')}\r\n`;
