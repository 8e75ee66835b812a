import twilio from 'twilio';
import { TextSendError, type TextProvider } from './text-provider';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /**
   * Another address for Twilio's REST API (a local server that answers as Twilio documents, in
   * tests). The SDK has no base-URL option; its documented `httpClient` hook is where the address
   * is swapped, so every request still goes through the SDK's own serialising and error handling.
   */
  apiUrl?: string;
}

/** Twilio's error codes that no retry can fix. */
const PERMANENT_CODES = new Set([
  21211, // invalid 'To' number
  21408, // region not enabled
  21610, // the number replied STOP
  21612, // cannot route to this number
  21614, // not a mobile number
  63016, // WhatsApp: outside the 24-hour window without an approved template
]);
const OPTED_OUT_CODE = 21610;

function toSendError(err: unknown): TextSendError {
  if (err instanceof twilio.RestException) {
    const code = err.code ?? 0;
    const permanent =
      PERMANENT_CODES.has(code) || (err.status >= 400 && err.status < 500 && err.status !== 429);
    return new TextSendError(
      `Twilio ${err.status} (${code}): ${err.message}`,
      permanent,
      code === OPTED_OUT_CODE,
    );
  }
  return new TextSendError(err instanceof Error ? err.message : String(err), false);
}

/** A request client that sends the SDK's requests to `apiUrl` instead of api.twilio.com. */
function redirectedClient(apiUrl: string) {
  const base = apiUrl.replace(/\/+$/, '');
  const client = new twilio.RequestClient({ timeout: 10_000 });
  const request = client.request.bind(client);
  client.request = (opts) => request({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, base) });
  return client;
}

/** SMS and WhatsApp through Twilio's Messages API, with its official Node.js package. */
export function createTwilioProvider(settings: TwilioSettings): TextProvider {
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(settings.apiUrl ? { httpClient: redirectedClient(settings.apiUrl) } : {}),
    timeout: 10_000,
  });
  return {
    kind: 'twilio',
    async send(text) {
      const callback = text.statusCallbackUrl ? { statusCallback: text.statusCallbackUrl } : {};
      try {
        const message =
          text.channel === 'sms'
            ? await client.messages.create({
                to: text.to,
                from: text.sender,
                body: text.body,
                ...callback,
              })
            : await client.messages.create({
                to: `whatsapp:${text.to}`,
                from: `whatsapp:${text.sender}`,
                contentSid: text.templateId,
                contentVariables: JSON.stringify(text.variables),
                ...callback,
              });
        return { providerMessageId: message.sid, status: message.status };
      } catch (err) {
        throw toSendError(err);
      }
    },
    verifyWebhook(url, params, signature) {
      return (
        signature !== undefined &&
        twilio.validateRequest(settings.authToken, signature, url, params)
      );
    },
  };
}
