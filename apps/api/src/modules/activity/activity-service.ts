// The Activity screen's service (issue 27): reads the business's audit log. The log is written by every
// module's service, each in the transaction of its change (db/repos/audit.ts recordAudit); this module only
// reads it, so it writes nothing and records no event.
import type { AppContext } from '../../app-context.js';
import { listAuditPage } from './activity-repository.js';
import type { AuditPage, AuditPageQuery } from './activity-repository.js';

/** One page of the client's audit log, newest first. */
export function activityPage(ctx: AppContext, clientId: number, query: AuditPageQuery): Promise<AuditPage> {
  return listAuditPage(ctx.database.db, clientId, query);
}
