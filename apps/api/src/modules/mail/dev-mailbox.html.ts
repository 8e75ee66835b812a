import type { MailboxEntry } from './dev-mailbox.service';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const e = escapeHtml;

const URL_RE = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/;

/** Escapes a plain-text body and turns its http(s) links into anchors (so tests can follow them). */
function linkify(text: string): string {
  return text
    .split(URL_RE)
    .map((part, i) => (i % 2 === 1 ? `<a href="${e(part)}">${e(part)}</a>` : e(part)))
    .join('');
}

const ist = (d: Date) =>
  d.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'medium',
  }) + ' IST';

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1f2937; background: #f8fafc; }
  header { background: #0f766e; color: #fff; padding: 0.75rem 1.5rem; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 60rem; margin: 1.5rem auto; padding: 0 1rem; }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 0.5rem; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 0.5rem 0.75rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { background: #f1f5f9; font-weight: 600; }
  .status { display: inline-block; padding: 0 0.5rem; border-radius: 999px; font-size: 0.8rem; background: #e5e7eb; }
  .status-sent { background: #ccfbf1; color: #115e59; }
  .status-failed { background: #fee2e2; color: #991b1b; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; background: #fff; padding: 1rem; margin: 0; }
  dt { font-weight: 600; } dd { margin: 0; word-break: break-all; }
  pre { white-space: pre-wrap; background: #fff; padding: 1rem; margin: 0; border: 1px solid #e5e7eb; }
  iframe { width: 100%; height: 32rem; border: 1px solid #e5e7eb; background: #fff; }
  .empty { color: #6b7280; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} - Dev mailbox</title><style>${STYLE}</style></head>
<body><header><a href="/dev/mailbox">Dev mailbox</a></header><main>${body}</main></body></html>`;
}

const status = (s: MailboxEntry['status']) => `<span class="status status-${s}">${s}</span>`;

export function mailboxListPage(mails: MailboxEntry[]): string {
  const rows = mails
    .map(
      (m) => `<tr><td>${e(ist(m.createdAt))}</td><td>${e(m.to)}</td>
<td><a href="/dev/mailbox/${e(m.id)}">${e(m.subject)}</a></td><td>${status(m.status)}</td></tr>`,
    )
    .join('\n');
  const body = mails.length
    ? `<table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="empty">No mail yet. Mail the app sends shows up here.</p>';
  return page('Outbox', `<h1>Outbox (newest first)</h1>\n${body}`);
}

const attemptsText = (n: number) => `${n} failed attempt${n === 1 ? '' : 's'}`;

/**
 * The delivery line of one mail. `attempts` counts every try, the successful one included, so a
 * mail sent at once had no failed attempt.
 */
export function deliveryStatusText(
  m: Pick<MailboxEntry, 'status' | 'attempts' | 'sentAt'>,
): string {
  if (m.status === 'sent') {
    const when = m.sentAt ? ` (${ist(m.sentAt)})` : '';
    const failed = Math.max(0, m.attempts - 1);
    return `sent${when}, ${failed === 0 ? 'at the first attempt' : `after ${attemptsText(failed)}`}`;
  }
  if (m.attempts === 0) return `${m.status}, not tried yet`;
  return `${m.status}, ${attemptsText(m.attempts)}`;
}

export function mailboxMessagePage(m: MailboxEntry, from: string): string {
  const headers: Array<[string, string]> = [
    ['From', from],
    ['To', m.to],
    ['Subject', m.subject],
    ['Date', ist(m.createdAt)],
    ['Message-ID', m.messageId],
    ['Status', deliveryStatusText(m)],
    ...(m.lastError ? [['Last error', m.lastError] as [string, string]] : []),
  ];
  const dl = headers.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('');
  const files = m.attachments
    .map(
      (a, i) =>
        `<li><a href="/dev/mailbox/${e(m.id)}/attachments/${i}">${e(a.filename)}</a> (${e(a.contentType)})</li>`,
    )
    .join('');
  const html = m.html
    ? `<h2>HTML part</h2>
<iframe title="HTML part" src="/dev/mailbox/${e(m.id)}/html"
  sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"></iframe>`
    : '';
  return page(
    m.subject,
    `<h1>${e(m.subject)}</h1><dl>${dl}</dl>
${files ? `<h2>Attachments</h2><ul>${files}</ul>` : ''}
<h2>Text part</h2><pre>${linkify(m.text)}</pre>
${html}`,
  );
}

/** The mail's own HTML, with links opening in the top window instead of inside the sandboxed frame. */
export function mailboxHtmlPart(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (h) => h + base) : base + html;
}

/** Inline styles only; no script at all. The HTML part may only be framed by the mailbox itself. */
export const MAILBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
export const MAILBOX_HTML_PART_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; " +
  "base-uri 'self'; form-action 'none'; frame-ancestors 'self'; " +
  'sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';
