// The shape of one row of the owner-route matrix (owner-matrix-test-fixture.ts and its store rows).
import type { BackOfficeScreen } from '@vitrina/core-model';
import type { InjectOptions } from 'fastify';
import type { UserRecord } from '../db/index.js';
import type { FixtureClient, OwnerFixture } from './owner-test-fixture.js';

export type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
export type Request = Omit<InjectOptions, 'method'>;

export interface Target {
  client: FixtureClient;
  subject: UserRecord;
}

export interface MatrixRoute {
  method: Method;
  path: string;
  write: boolean;
  /** `/api/user/uid/…`: every role may read its own subject (the editor needs the role to redirect). */
  ownSubject?: boolean;
  /** A back-office route: the roles that may use this screen succeed, the others get 403 forbidden_screen. */
  screen?: BackOfficeScreen;
  /** An employee may use the screen but only read (issue 30, Customers): they get 403 read_only. */
  employeeReadOnly?: boolean;
  success: number;
  request(f: OwnerFixture, t: Target): Promise<Request>;
}

/** `/api/client/{id}` of the target's client. */
export const clientPath = (t: Target) => `/api/client/${t.client.id}`;
