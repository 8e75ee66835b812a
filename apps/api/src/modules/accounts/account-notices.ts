import type { Db, Tx } from '../../db/client';

/**
 * What the accounts module tells people by mail, each inside the transaction of its change. The
 * notifications module writes and queues them; accounts are built before it, so this port is
 * made for them from their own language lookup (app.ts).
 */
export interface AccountNotices {
  passwordReset(
    tx: Db | Tx,
    to: { accountId: string; email: string },
    link: string,
    validMinutes: number,
  ): Promise<void>;
  signInDisabled(tx: Db | Tx, person: AccountPerson, reason: string): Promise<void>;
  signInEnabled(tx: Db | Tx, person: AccountPerson): Promise<void>;
}

export interface AccountPerson {
  id: string;
  email: string;
  firstName: string;
}

/** The language an account reads mail in; null when there is no such account. */
export type AccountLanguageLookup = (accountId: string, tx: Db | Tx) => Promise<'en' | 'hi' | null>;

export function resetLink(publicUrl: string, token: string, email: string): string {
  const url = new URL('/reset-password', `${publicUrl}/`);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}
