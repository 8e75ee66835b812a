import Fastify, { type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { loggerOptions, logStream } from '../logging';
import { frameworkErrors, registerErrorHandling } from './errors';
import { registerFailureDocs } from './failure-docs';
import { registerJsonCompression } from './json-encoding';
import { registerRequestLanguage } from './language';
import { registerSecurityHeaders } from './security';
import { registerTextSafety } from './text-safety';

/** The Fastify instance every module registers on: zod schemas, errors, input safety, headers, docs. */
export async function createHttpApp(config: Config, logger?: FastifyServerOptions['logger']) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel, logStream(config.env)),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLanguage(app);
  registerErrorHandling(app);
  registerFailureDocs(app);
  registerTextSafety(app);
  await registerSecurityHeaders(app, config.publicUrl);
  registerJsonCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.site.name} API`, version: '1.0.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  return app;
}
