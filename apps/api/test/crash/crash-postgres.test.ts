// Issue 32 on Postgres: the API process killed while taking money, restarted, the books checked
// (test/crash/crash-harness.ts). Skipped, with the reason printed, when Postgres does not answer.
import { reachablePostgres } from '../../src/cluster/cluster-test-fixture.js';
import { crashRecoverySuite } from './crash-harness.js';

crashRecoverySuite('postgres', await reachablePostgres());
