// One describe block's test server: started before its tests (on the block's kind of database) and closed
// after them. Read `suite.server` inside tests, not while the block is being declared.
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../db/index.js';
import { createTestServer } from './test-server.js';
import type { TestServer } from './test-server.js';

export interface TestServerSuite {
  server: TestServer;
  db(): TestServer['database']['db'];
}

export function testServerSuite(kind: DatabaseKind): TestServerSuite {
  const suite: TestServerSuite = {
    server: undefined as unknown as TestServer,
    db: () => suite.server.database.db,
  };
  beforeAll(async () => {
    suite.server = await createTestServer(kind);
  }, 60_000);
  afterAll(() => suite.server?.close());
  return suite;
}
