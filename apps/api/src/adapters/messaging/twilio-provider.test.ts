import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwilioServer, type TestTwilioServer } from '../../test/test-twilio-server';
import { twilioStyleSignature } from './outbox-provider';
import { TextSendError, type OutgoingText } from './text-provider';
import { createTwilioProvider } from './twilio-provider';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'test-auth-token';
let server: TestTwilioServer;
let provider: ReturnType<typeof createTwilioProvider>;

const sms: OutgoingText = {
  channel: 'sms',
  to: '+919876543210',
  sender: 'MNSCRE',
  templateId: '1107000000000001',
  variables: { '1': '123456', '2': 'Manas Care' },
  body: '123456 is your Manas Care verification code.',
  statusCallbackUrl: 'https://care.example/api/notifications/twilio/status',
};

beforeAll(async () => {
  server = await startTestTwilioServer();
  provider = createTwilioProvider({ accountSid: SID, authToken: TOKEN, apiUrl: server.url });
});
afterAll(() => server.close());

const refusal = async (text: OutgoingText) => {
  const err = await provider.send(text).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(TextSendError);
  return err as TextSendError;
};

describe('Twilio through its official package, against a local server answering as Twilio', () => {
  it('sends an SMS to the Messages resource with the registered text, sender and receipt address', async () => {
    server.answerWith('ok');
    const sent = await provider.send(sms);
    expect(sent.providerMessageId).toMatch(/^SM\d{32}$/);
    expect(sent.status).toBe('queued');
    const request = server.received.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
    );
    expect(request.form).toMatchObject({
      To: sms.to,
      From: 'MNSCRE',
      Body: sms.body,
      StatusCallback: sms.statusCallbackUrl,
    });
  });

  it('sends WhatsApp as the approved template (ContentSid and its numbered variables)', async () => {
    server.answerWith('ok');
    await provider.send({
      ...sms,
      channel: 'whatsapp',
      sender: '+919000012345',
      templateId: 'HX01',
    });
    expect(server.received.at(-1)!.form).toMatchObject({
      To: 'whatsapp:+919876543210',
      From: 'whatsapp:+919000012345',
      ContentSid: 'HX01',
      ContentVariables: JSON.stringify(sms.variables),
    });
    expect(server.received.at(-1)!.form.Body).toBeUndefined();
  });

  it('an invalid or unsubscribed number is refused for good; rate limits and outages are worth a retry', async () => {
    server.answerWith('invalid-number');
    expect(await refusal(sms)).toMatchObject({ permanent: true, optedOut: false });
    server.answerWith('unsubscribed');
    expect(await refusal(sms)).toMatchObject({ permanent: true, optedOut: true });
    server.answerWith('rate-limited');
    expect(await refusal(sms)).toMatchObject({ permanent: false });
    server.answerWith('down');
    const down = await refusal(sms);
    expect(down.permanent).toBe(false);
    expect(down.message).toContain('503');
  });

  it('a provider that does not answer at all is worth a retry', async () => {
    const nowhere = createTwilioProvider({
      accountSid: SID,
      authToken: TOKEN,
      apiUrl: 'http://127.0.0.1:9',
    });
    const err = await nowhere.send(sms).catch((e: unknown) => e);
    expect(err).toMatchObject({ permanent: false });
  });

  it("checks webhooks with Twilio's own validation; the outbox signs them the same way", () => {
    const url = 'https://care.example/api/notifications/twilio/status';
    const params = { MessageSid: 'SM1', MessageStatus: 'delivered' };
    const signature = twilioStyleSignature(TOKEN, url, params);
    expect(twilio.validateRequest(TOKEN, signature, url, params)).toBe(true);
    expect(provider.verifyWebhook(url, params, signature)).toBe(true);
    expect(provider.verifyWebhook(url, { ...params, MessageStatus: 'failed' }, signature)).toBe(
      false,
    );
    expect(provider.verifyWebhook(url, params, undefined)).toBe(false);
  });
});
