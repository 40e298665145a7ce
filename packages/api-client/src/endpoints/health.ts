// GET /api/healthz — liveness of the API.
import { vitrinaApi } from '../vitrina-api.js';

export interface HealthStatus {
  status: string;
}

export const healthApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    healthz: build.query<HealthStatus, void>({ query: () => '/healthz' }),
  }),
});

export const { useHealthzQuery } = healthApi;
