// The API's own state, for load balancers and monitors.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** 200 of GET healthz: the database answers (503 in the error shape when it does not). */
export const HealthStatus = Type.Object({ status: Type.Literal('ok') });
export type HealthStatus = Static<typeof HealthStatus>;
