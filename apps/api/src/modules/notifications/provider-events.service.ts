import type { Db } from '../../db/client';
import * as q from './notifications.queries';

const FINAL_STATES: Record<string, 'delivered' | 'undelivered' | 'failed'> = {
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
};

/** What the text provider tells us after a send: receipts, and STOP replies. */
export function createProviderEvents(deps: {
  db: Db;
  now: () => Date;
  log: { info(obj: object, msg: string): void };
}) {
  return {
    /** Twilio's MessageSid and MessageStatus (ErrorCode when it failed) update the message. */
    async receipt(fields: Record<string, string>) {
      const sid = fields.MessageSid ?? fields.SmsSid;
      const state = FINAL_STATES[fields.MessageStatus ?? ''];
      if (!sid || !state) return false;
      const error = fields.ErrorCode ? `provider error ${fields.ErrorCode}` : null;
      return q.applyReceipt(deps.db, sid, state, error);
    },
    /** 'From' is '+91…' for SMS and 'whatsapp:+91…' for WhatsApp: that channel stops. */
    async optOut(from: string) {
      const whatsapp = from.startsWith('whatsapp:');
      const phone = from.replace(/^whatsapp:/, '');
      if (!/^\+\d{8,15}$/.test(phone)) return 0;
      const n = await q.optOutNumber(deps.db, phone, whatsapp ? 'whatsapp' : 'sms', deps.now());
      deps.log.info(
        { channel: whatsapp ? 'whatsapp' : 'sms', accounts: n },
        'text opt-out received',
      );
      return n;
    },
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
