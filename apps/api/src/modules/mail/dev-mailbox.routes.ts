import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { forbidden, notFound, unauthorized } from '../../shared/app-error';
import type { DevMailboxService } from './dev-mailbox.service';
import {
  MAILBOX_HTML_PART_CSP,
  MAILBOX_PAGE_CSP,
  mailboxHtmlPart,
  mailboxListPage,
  mailboxMessagePage,
} from './dev-mailbox.html';
import { signedIn } from '../../plugins/route-schema';

/**
 * The mailbox exists only where the outbox is the delivery (no SMTP_URL), and never in
 * production. It holds reset links (a way into any account) and personal data, so it answers only
 * an owner's session.
 */
export const devMailboxEnabled = (config: Pick<Config, 'env' | 'mail'>) =>
  !config.mail.smtpUrl && config.env !== 'production';

const idParams = z.object({ id: z.uuid() });

const mailboxListResponse = z.object({
  success: z.literal(true),
  mails: z.array(
    z.object({
      id: z.string(),
      kind: z.string().nullable(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      status: z.enum(['pending', 'sent', 'failed']),
      createdAt: z.string(),
    }),
  ),
});

export const devMailboxRoutes: FastifyPluginAsyncZod<{
  mailbox: DevMailboxService;
  from: string;
}> = async (app, { mailbox, from }) => {
  const hidden = { hide: true };

  app.addHook('onRequest', async (request) => {
    if (!request.caller) throw unauthorized();
    if (request.caller.role !== 'owner') throw forbidden('The dev mailbox is for owners only');
  });

  app.get('/dev/mailbox', { schema: hidden }, async (_request, reply) => {
    const mails = await mailbox.list();
    return reply
      .header('content-security-policy', MAILBOX_PAGE_CSP)
      .type('text/html')
      .send(mailboxListPage(mails));
  });

  app.get(
    '/dev/mailbox/:id',
    { schema: { ...hidden, params: idParams } },
    async (request, reply) => {
      const mail = await mailbox.get(request.params.id);
      if (!mail) throw notFound('No such mail');
      return reply
        .header('content-security-policy', MAILBOX_PAGE_CSP)
        .type('text/html')
        .send(mailboxMessagePage(mail, from));
    },
  );

  app.get(
    '/dev/mailbox/:id/html',
    { schema: { ...hidden, params: idParams } },
    async (request, reply) => {
      const mail = await mailbox.get(request.params.id);
      if (!mail?.html) throw notFound('No such mail');
      return reply
        .header('content-security-policy', MAILBOX_HTML_PART_CSP)
        .type('text/html')
        .send(mailboxHtmlPart(mail.html));
    },
  );

  app.get(
    '/dev/mailbox/:id/attachments/:index',
    { schema: { ...hidden, params: idParams.extend({ index: z.string() }) } },
    async (request, reply) => {
      const { id, index } = request.params;
      const file = /^\d{1,3}$/.test(index) ? await mailbox.attachment(id, Number(index)) : null;
      if (!file) throw notFound('No such attachment');
      const filename = file.filename.replace(/["\\\r\n]/g, '_');
      // A browser's PDF viewer does not open in a sandboxed page; anything else is sandboxed.
      if (file.contentType !== 'application/pdf')
        void reply.header('content-security-policy', MAILBOX_HTML_PART_CSP);
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${filename}"`)
        .type(file.contentType)
        .send(Buffer.from(file.contentBase64, 'base64'));
    },
  );

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails in the outbox, newest first (development only, owner session)',
        ...signedIn,
        response: { 200: mailboxListResponse },
      },
    },
    async () => ({
      success: true as const,
      mails: (await mailbox.list()).map((m) => ({
        id: m.id,
        kind: m.kind,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
    }),
  );
};
