import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaService } from './media.service';

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (
  app,
  { media },
) => {
  const svgImageRoute = (url: string, summary: string, render: (key: string) => Promise<string>) =>
    app.get(
      url,
      {
        schema: {
          tags: ['media'],
          summary,
          params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/, 'Unknown image') }),
        },
      },
      async (request, reply) => {
        const svg = await render(request.params.file.replace(/\.svg$/, ''));
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=86400')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg);
      },
    );
  svgImageRoute('/api/media/avatars/:file', 'Generated avatar of a therapist (SVG)', (key) =>
    media.therapistAvatar(key),
  );
  app.get(
    '/api/media/portraits/:file',
    {
      schema: {
        tags: ['media'],
        summary:
          'Illustrated portrait of a therapist without a photo (WebP, what the site shows, or the SVG it is drawn from)',
        params: z.object({
          file: z.string().regex(/^[a-z0-9-]{1,120}\.(svg|webp)$/, 'Unknown image'),
        }),
      },
    },
    async (request, reply) => {
      const [slug = '', extension] = request.params.file.split('.');
      reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (extension === 'webp') {
        return reply.type('image/webp').send(await media.therapistPortraitWebp(slug));
      }
      return reply.type('image/svg+xml; charset=utf-8').send(await media.therapistPortrait(slug));
    },
  );

  app.get(
    '/api/media/photos/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Uploaded therapist photo (WebP, re-encoded without metadata)',
        params: z.object({
          file: z.string().regex(/^[0-9a-f-]{36}-(320|800)\.webp$/, 'Unknown image'),
        }),
      },
    },
    async (request, reply) => {
      const photo = await media.photo(request.params.file);
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(photo);
    },
  );
};
