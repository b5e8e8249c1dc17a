import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelopeSchema } from '../http/envelope';

/** OpenAPI generated from the route schemas, browsable at /api/docs for teams building remotes. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.addSchema(errorEnvelopeSchema);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Platform API',
        description:
          'Every call answers `{status:"ok", payload}` or `{status:"error", error}`; `locale` and `version` travel in the query; POST bodies are form data.',
        version: app.config.version,
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie set by auth.login' } },
      },
    },
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
