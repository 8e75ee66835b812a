import { translatorFor } from '@app/domain/i18n/catalogues';
import { DEFAULT_LANGUAGE, type Language } from '@app/domain/i18n/languages';
import type { Db, Tx } from '../../db/client';
import { enqueueMails } from '../../shared/mail/mail-outbox';
import type { SiteInfo } from '../../shared/mail/mail-kit';
import { renderMail, type MailReader, type MailRequest } from './templates/mail-templates';

export interface MailerDeps {
  site: SiteInfo;
  /** An account's language (accounts module); without it, only a request's own language counts. */
  languageOf?: (accountId: string, tx: Db | Tx) => Promise<Language | null>;
}

/**
 * Writes and queues mail: each request worded by its template in its reader's language, queued
 * in the caller's transaction so the mail commits with the change it tells about. Wake the job
 * runner after the commit.
 */
export function createMailer(deps: MailerDeps) {
  async function languageFor(reader: MailReader | undefined, tx: Db | Tx): Promise<Language> {
    if (!reader) return DEFAULT_LANGUAGE;
    if ('language' in reader) return reader.language;
    return (await deps.languageOf?.(reader.accountId, tx)) ?? DEFAULT_LANGUAGE;
  }

  async function mail(tx: Db | Tx, requests: readonly MailRequest[]): Promise<void> {
    const mails = [];
    for (const request of requests) {
      const t = translatorFor(await languageFor(request.reader, tx));
      const rendered = renderMail(request, { site: deps.site, t });
      mails.push(
        ...(request.key
          ? rendered.map((m, i) => ({ ...m, dedupeKey: `${request.key}#${i}` }))
          : rendered),
      );
    }
    if (mails.length > 0) await enqueueMails(tx, mails);
  }

  return { mail };
}

export type Mailer = ReturnType<typeof createMailer>;
