// The OpenAPI document, generated from the route schemas, at /api/docs/openapi.json (systemCalls.openApi, hidden
// from the document itself).
import swagger from '@fastify/swagger';
import { systemCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import { onCall } from '../routes/call-route.js';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Vitrina API', version: '0.1.0', description: 'Public and owner calls of the Vitrina site builder.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    hideUntagged: false,
  });
  onCall(app, systemCalls.openApi, { schema: { hide: true } }, async () => app.swagger());
}
