// Issue 32 on the embedded default (PGlite in DATA_DIR/db): the API process killed while taking money,
// restarted on the same files, the books checked (test/crash/crash-harness.ts). PGlite's files are opened
// by one process at a time, so the test reads them only while no API process runs.
import { crashRecoverySuite } from './crash-harness.js';

crashRecoverySuite('pglite', null);
