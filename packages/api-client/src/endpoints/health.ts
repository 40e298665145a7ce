// GET /api/healthz — liveness of the API (contract HealthStatus).
import type { HealthStatus } from '../contracts/system.js';
import type { AnswerOf } from '../contracts/call.js';
import { urlOf } from '../contracts/call.js';
import { systemCalls } from '../contracts/calls/system.js';
import { vitrinaApi } from '../vitrina-api.js';

export type { HealthStatus };

export const healthApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    healthz: build.query<AnswerOf<typeof systemCalls.health>, void>({ query: () => urlOf(systemCalls.health, {}) }),
  }),
});

export const { useHealthzQuery } = healthApi;
