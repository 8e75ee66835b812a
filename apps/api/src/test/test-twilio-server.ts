import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers the next requests, as Twilio's Messages API documents each case. */
export type TwilioMode = 'ok' | 'invalid-number' | 'rate-limited' | 'down' | 'unsubscribed';

export interface ReceivedMessage {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

const answers: Record<Exclude<TwilioMode, 'ok'>, { status: number; body: object }> = {
  'invalid-number': {
    status: 400,
    body: {
      code: 21211,
      message: "The 'To' number is not a valid phone number.",
      more_info: 'https://www.twilio.com/docs/errors/21211',
      status: 400,
    },
  },
  unsubscribed: {
    status: 400,
    body: {
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
      more_info: 'https://www.twilio.com/docs/errors/21610',
      status: 400,
    },
  },
  'rate-limited': {
    status: 429,
    body: {
      code: 20429,
      message: 'Too Many Requests',
      more_info: 'https://www.twilio.com/docs/errors/20429',
      status: 429,
    },
  },
  down: {
    status: 503,
    body: { code: 20503, message: 'Service Unavailable', status: 503 },
  },
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString('utf8')));
    req.on('end', () => resolve(data));
  });

/**
 * A local HTTP server that answers POST /2010-04-01/Accounts/{AccountSid}/Messages.json like
 * Twilio: 201 with the message resource, or Twilio's error body with its status.
 */
export async function startTestTwilioServer() {
  const received: ReceivedMessage[] = [];
  let mode: TwilioMode = 'ok';
  let n = 0;
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, form });
      const answer =
        mode === 'ok'
          ? {
              status: 201,
              body: {
                sid: `SM${String(++n).padStart(32, '0')}`,
                status: 'queued',
                to: form.To,
                from: form.From,
                body: form.Body ?? '',
                num_segments: '1',
                direction: 'outbound-api',
                api_version: '2010-04-01',
                date_created: new Date().toUTCString(),
              },
            }
          : answers[mode];
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(next: TwilioMode) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestTwilioServer = Awaited<ReturnType<typeof startTestTwilioServer>>;
