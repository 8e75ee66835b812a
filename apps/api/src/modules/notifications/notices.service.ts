import {
  PHONE_CODE_MASK,
  renderSms,
  renderWhatsapp,
  sendableAt,
  sessionNoticeState,
  textChannelsFor,
  type NoticeKind,
  type NoticeVariables,
  type SessionNoticeKind,
  type TextChannel,
  type TextPreferences,
} from '@app/domain/notices';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { enqueueJob } from '../../shared/jobs/job-queue';
import type { SiteInfo } from '../../shared/mail/mail-kit';
import type { Mailer } from './mailer';
import { DEFAULT_LANGUAGE, type Language } from '@app/domain/i18n/languages';
import { momentsIn, registeredTemplate } from './text-templates';
import { readBy, type MailRequest } from './templates/mail-templates';
import * as q from './notifications.queries';

export const TEXT_JOB = 'text.send';

/** Who a notice is for: a client's account, or a therapist (whose account the therapists module knows). */
export type NoticeRecipient = { accountId: string } | { therapistId: string };

/**
 * One notice to one person: written once, delivered by mail (unchanged, when there is one) and by
 * each text channel the person allows.
 */
export interface Notice {
  kind: SessionNoticeKind;
  /** The same notice never goes twice on a channel: e.g. 'booking.accepted:<appointment id>:client'. */
  key: string;
  to: NoticeRecipient;
  /** The notice's mail: a template and its facts, written in the recipient's language. */
  mail: MailRequest | null;
  /** The template's variables but `site` and `link`, which the service fills in. */
  vars: NoticeVariables;
  /**
   * Its mail is queued once under the notice's key: for a notice an event handler sends, which
   * runs again when the process stopped before the handler's job was marked done.
   */
  mailOnce?: boolean;
  /** Variables that are instants: written in the reader's language when the text is composed. */
  moments?: Record<string, Date>;
  /** The session the notice names, checked again when it is sent: not for a moved or cancelled one. */
  session?: { appointmentId: string; startsAt: Date };
}

export interface NoticesDeps {
  db: Db;
  site: SiteInfo;
  messaging: Pick<Config['messaging'], 'sms' | 'whatsapp'>;
  mailer: Mailer;
  /** The language an account reads in (accounts module); English without it. */
  languageOf?: (accountId: string, tx: Db | Tx) => Promise<Language | null>;
  /** The account of a therapist (therapists module). */
  therapistAccount: (therapistId: string, tx: Db | Tx) => Promise<string | null>;
  now: () => Date;
}

export const textPreferences = (s: q.SettingsRow | null): TextPreferences | null =>
  s && {
    phoneVerified: s.phone !== null && s.phoneVerifiedAt !== null,
    sms: { bookings: s.smsBookings, reminders: s.smsReminders },
    whatsapp: { bookings: s.whatsappBookings, reminders: s.whatsappReminders },
    whatsappConsent: s.whatsappConsentAt !== null,
    smsOptedOut: s.smsOptedOutAt !== null,
    whatsappOptedOut: s.whatsappOptedOutAt !== null,
  };

/** The notification service: one call per notice, fanned out to mail and the allowed channels. */
export function createNotices(deps: NoticesDeps) {
  const { site, messaging } = deps;

  /** The message as the channel's registered template in the reader's language makes it. */
  function compose(
    channel: TextChannel,
    kind: NoticeKind,
    vars: NoticeVariables,
    language: Language,
  ) {
    const template = registeredTemplate(kind, language);
    if (channel === 'sms') {
      return {
        sender: messaging.sms.senderId,
        templateId: messaging.sms.templateIds[language][kind],
        variables: renderWhatsapp(kind, vars, template).variables,
        body: renderSms(kind, vars, template),
      };
    }
    const wa = renderWhatsapp(kind, vars, template);
    return {
      sender: messaging.whatsapp.from,
      templateId: messaging.whatsapp.templateIds[language][kind],
      variables: wa.variables,
      body: wa.text,
    };
  }

  /** The text's stored copy: a one-time code replaced by the mask in its words and variables. */
  function masked<T extends { body: string; variables: Record<string, string> }>(
    text: T,
    code: string | null,
  ): T {
    if (!code) return text;
    return {
      ...text,
      body: text.body.replace(code, PHONE_CODE_MASK),
      variables: Object.fromEntries(
        Object.entries(text.variables).map(([k, v]) => [k, v === code ? PHONE_CODE_MASK : v]),
      ),
    };
  }

  /** Writes a text message with its delivery job, due when the notice may go out. */
  async function queueText(
    tx: Db | Tx,
    m: {
      noticeKey: string;
      channel: TextChannel;
      kind: NoticeKind;
      accountId: string;
      toPhone: string;
      vars: NoticeVariables;
      moments?: Notice['moments'];
      session?: Notice['session'];
    },
  ) {
    const language = (await deps.languageOf?.(m.accountId, tx)) ?? DEFAULT_LANGUAGE;
    const vars = { ...m.vars, ...momentsIn(m.moments ?? {}, language) };
    // A one-time code is stored masked; the live code is kept only until the text is sent.
    const secret = m.kind === 'phone.code' ? String(m.vars.code ?? '') : null;
    const id = await q.insertTextMessage(tx, {
      noticeKey: m.noticeKey,
      channel: m.channel,
      kind: m.kind,
      accountId: m.accountId,
      toPhone: m.toPhone,
      ...masked(compose(m.channel, m.kind, vars, language), secret),
      codeUntilSent: secret,
      appointmentId: m.session?.appointmentId ?? null,
      sessionStartsAt: m.session?.startsAt ?? null,
    });
    if (!id) return;
    await enqueueJob(tx, {
      type: TEXT_JOB,
      payload: { messageId: id },
      dedupeKey: `text:${id}`,
      runAt: sendableAt(m.kind, deps.now()),
    });
  }

  async function accountOf(to: NoticeRecipient, tx: Db | Tx) {
    return 'accountId' in to ? to.accountId : deps.therapistAccount(to.therapistId, tx);
  }

  /**
   * Sends notices inside the caller's transaction: their mails in one statement, then a text
   * message per channel each person allows. Wake the job runner after the commit.
   */
  async function send(tx: Db | Tx, notices: Notice[]) {
    const accounts: Array<string | null> = [];
    for (const n of notices) accounts.push(await accountOf(n.to, tx));
    // The mails first, in one statement, each in its recipient's language.
    const mails = notices.flatMap((n, i) => {
      const accountId = accounts[i];
      return n.mail
        ? [
            {
              ...readBy(n.mail, n.mail.reader ?? (accountId ? { accountId } : undefined)),
              ...(n.mailOnce ? { key: n.key } : {}),
            },
          ]
        : [];
    });
    await deps.mailer.mail(tx, mails);
    for (const [i, n] of notices.entries()) {
      const accountId = accounts[i];
      if (!accountId) continue;
      const settings = await q.findSettings(tx, accountId);
      const channels = textChannelsFor(n.kind, textPreferences(settings));
      if (channels.length === 0 || !settings?.phone) continue;
      const link = `${site.publicUrl}${'therapistId' in n.to ? '/dashboard' : '/my-appointments'}`;
      for (const channel of channels) {
        await queueText(tx, {
          noticeKey: n.key,
          channel,
          kind: n.kind,
          accountId,
          toPhone: settings.phone,
          vars: { site: site.name, link, ...n.vars },
          moments: n.moments,
          session: n.session,
        });
      }
    }
  }

  /** The one-time code goes by SMS to the number being proven, whatever the choices. */
  async function sendCode(
    tx: Tx,
    c: { accountId: string; phone: string; code: string; key: string },
  ) {
    await queueText(tx, {
      noticeKey: c.key,
      channel: 'sms',
      kind: 'phone.code',
      accountId: c.accountId,
      toPhone: c.phone,
      vars: { code: c.code, site: site.name },
    });
  }

  /**
   * Whether a queued message may still go, read at the moment of sending: the person's current
   * choices for that number, and the session still where the notice says.
   */
  async function stillAllowed(
    row: q.TextMessageRow,
    session: (appointmentId: string) => Promise<{ cancelled: boolean; startsAt: Date } | null>,
  ): Promise<string | null> {
    if (row.kind === 'phone.code') return null;
    const kind = row.kind as SessionNoticeKind;
    const settings = row.accountId ? await q.findSettings(deps.db, row.accountId) : null;
    if (settings?.phone !== row.toPhone) return 'the number is no longer the proven one';
    if (!textChannelsFor(kind, textPreferences(settings)).includes(row.channel))
      return `the person no longer allows ${row.channel} for this notice`;
    if (row.appointmentId && row.sessionStartsAt) {
      const state = sessionNoticeState(
        kind,
        row.sessionStartsAt,
        await session(row.appointmentId),
        deps.now(),
      );
      if (state !== 'due') return `the session is ${state}`;
    }
    return null;
  }

  /** The stored messages, newest first: the development outbox. */
  const outbox = (limit: number) => q.listTextMessages(deps.db, limit);

  return { send, mail: deps.mailer.mail, sendCode, stillAllowed, outbox };
}

export type Notices = ReturnType<typeof createNotices>;
/**
 * What other modules call, inside the transaction of the change: a session's notices (mail and
 * texts), or mails alone (a template and its facts).
 */
export type NoticeSender = Pick<Notices, 'send' | 'mail'>;
