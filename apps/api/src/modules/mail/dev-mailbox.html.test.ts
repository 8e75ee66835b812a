import { describe, expect, it } from 'vitest';
import { deliveryStatusText, mailboxMessagePage } from './dev-mailbox.html';
import type { MailboxEntry } from './dev-mailbox.service';

const sentAt = new Date('2026-11-26T04:00:00Z');
const entry = (over: Partial<MailboxEntry>): MailboxEntry => ({
  id: '0b4f5b1e-7c1a-4a39-9d55-0f0c1d6e8a11',
  kind: 'account.password-reset',
  to: 'asha@example.com',
  subject: 'Hello',
  text: 'Hi',
  html: null,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: sentAt,
  sentAt,
  messageId: '<outbox-x@example.com>',
  attachments: [],
  ...over,
});

describe('dev mailbox delivery line', () => {
  it('a mail delivered at once had no failed attempt', () => {
    const text = deliveryStatusText(entry({ attempts: 1 }));
    expect(text).toMatch(/^sent \(26 Nov 2026, 9:30:00\s?am IST\), at the first attempt$/i);
    const page = mailboxMessagePage(entry({ attempts: 1 }), 'Care <care@example.com>');
    expect(page).not.toContain('failed attempt');
    expect(page).toContain('at the first attempt');
  });

  it('counts the failed tries before a delivery, and every try of an undelivered mail', () => {
    expect(deliveryStatusText(entry({ attempts: 2 }))).toMatch(/, after 1 failed attempt$/);
    expect(deliveryStatusText(entry({ attempts: 4 }))).toMatch(/, after 3 failed attempts$/);
    expect(deliveryStatusText(entry({ status: 'pending', attempts: 0, sentAt: null }))).toBe(
      'pending, not tried yet',
    );
    expect(deliveryStatusText(entry({ status: 'pending', attempts: 1, sentAt: null }))).toBe(
      'pending, 1 failed attempt',
    );
    expect(deliveryStatusText(entry({ status: 'failed', attempts: 8, sentAt: null }))).toBe(
      'failed, 8 failed attempts',
    );
  });
});
