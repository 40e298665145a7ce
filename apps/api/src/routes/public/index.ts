// Public calls (no credentials; writes rate-limited).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export async function registerPublicRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
