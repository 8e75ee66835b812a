import type { SiteInfo } from '../../shared/mail/mail-kit';
import type { AccountLanguageLookup, AccountNotices } from '../accounts/accounts.module';
import { createMailer } from './mailer';
import { mailOf } from './templates/mail-templates';

/** The accounts module's notices, written in each account's language. */
export function createAccountNotices(
  site: SiteInfo,
  languageOf: AccountLanguageLookup,
): AccountNotices {
  const { mail } = createMailer({ site, languageOf });
  return {
    passwordReset: (tx, to, link, validMinutes) =>
      mail(tx, [
        {
          ...mailOf('passwordReset', { to: to.email, link, validMinutes }),
          reader: { accountId: to.accountId },
        },
      ]),
    signInDisabled: (tx, person, reason) =>
      mail(tx, [{ ...mailOf('signInDisabled', person, reason), reader: { accountId: person.id } }]),
    signInEnabled: (tx, person) =>
      mail(tx, [{ ...mailOf('signInEnabled', person), reader: { accountId: person.id } }]),
  };
}
