// GET /api/healthz — liveness of the API (contract HealthStatus).
import type { HealthStatus } from '../contracts/system.js';
import { vitrinaApi } from '../vitrina-api.js';

export type { HealthStatus };

export const healthApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    healthz: build.query<HealthStatus, void>({ query: () => '/healthz' }),
  }),
});

export const { useHealthzQuery } = healthApi;
