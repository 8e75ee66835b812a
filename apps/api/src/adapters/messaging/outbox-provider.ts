import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TextProvider } from './text-provider';

/**
 * Nothing leaves the machine: the stored message is the delivered one, read in the development
 * outbox (`GET /api/dev/messages`), except a one-time code, whose stored copy is masked: the words
 * as handed over are kept in this process's memory for the outbox to show. Webhooks are signed like Twilio's (HMAC-SHA1 of the URL and
 * the sorted parameters) with the configured token, so the receipt and reply routes are the same
 * code in development as with the real provider.
 */
export function createOutboxProvider(authToken: string): TextProvider {
  // The words as handed over, newest last, in this process only: never written anywhere.
  const handedOver = new Map<string, { body: string; variables: Record<string, string> }>();
  return {
    kind: 'outbox',
    async send(text) {
      const providerMessageId = `outbox-${text.channel}-${cryptoRandom()}`;
      handedOver.set(providerMessageId, { body: text.body, variables: text.variables });
      if (handedOver.size > KEPT_IN_MEMORY) {
        handedOver.delete(handedOver.keys().next().value!);
      }
      return { providerMessageId, status: 'sent' };
    },
    delivered: (providerMessageId) => handedOver.get(providerMessageId),
    verifyWebhook(url, params, signature) {
      if (!signature) return false;
      const expected = Buffer.from(twilioStyleSignature(authToken, url, params));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** Twilio's documented webhook signature: base64 HMAC-SHA1 of the URL followed by each key and value, keys sorted. */
export function twilioStyleSignature(token: string, url: string, params: Record<string, string>) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', token).update(data).digest('base64');
}

const KEPT_IN_MEMORY = 500;
const cryptoRandom = () => globalThis.crypto.randomUUID();
