import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  languageFromAcceptLanguage,
  type Language,
} from '@app/domain/i18n/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language to answer in: what the request asks for (`Accept-Language`; the web app
     * sends its page's language), else the signed-in account's choice, else English.
     */
    readonly language: Language;
  }
}

function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const asked = languageFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
  return asked ?? request.caller?.language ?? DEFAULT_LANGUAGE;
}

/** `request.language`, worked out when first read. */
export function registerRequestLanguage(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return requestLanguage(this);
    },
  });
}
