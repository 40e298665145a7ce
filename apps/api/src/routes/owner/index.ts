// Owner calls (bearer token; role 1 with access to the client; checked per client on the server).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export async function registerOwnerRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
