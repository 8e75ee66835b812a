import type { TextChannel } from '@app/domain/notices';

/** One text message as a provider takes it: the registered template and the filled-in text. */
export interface OutgoingText {
  channel: TextChannel;
  /** E.164, '+919876543210'. */
  to: string;
  /** The DLT-registered sender id (SMS) or the business number (WhatsApp). */
  sender: string;
  /** The DLT template id (SMS) or the approved template's content id (WhatsApp). */
  templateId: string;
  /** The template's variables in order, `{ "1": …, "2": … }`. */
  variables: Record<string, string>;
  /** The registered text with the variables filled in: exactly what the person reads. */
  body: string;
  /** Where the provider posts delivery receipts; absent where it posts none. */
  statusCallbackUrl?: string;
}

/** What the provider answered: its id of the message and the state it reported. */
export interface SentText {
  providerMessageId: string;
  status: string;
}

/**
 * A refused send. `permanent`: the same request can never succeed (an invalid or unsubscribed
 * number), so it is not retried; otherwise (rate limited, provider down) it is.
 */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The number has opted out with the provider (it answered STOP). */
    readonly optedOut = false,
  ) {
    super(message);
    this.name = 'TextSendError';
  }
}

export interface TextProvider {
  /** 'twilio' sends over the network; 'outbox' keeps messages in the stored outbox. */
  readonly kind: 'twilio' | 'outbox';
  send(text: OutgoingText): Promise<SentText>;
  /**
   * The words a message carried when it was handed over (the outbox only, in memory): a code's
   * stored copy is masked, and the development outbox shows what the phone would have received.
   */
  delivered?(
    providerMessageId: string,
  ): { body: string; variables: Record<string, string> } | undefined;
  /** Whether a webhook (delivery receipt, reply) really comes from the provider. */
  verifyWebhook(
    url: string,
    params: Record<string, string>,
    signature: string | undefined,
  ): boolean;
}
