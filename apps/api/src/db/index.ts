// Persistence of the API: open + migrate the database, and the repositories routes call.
// Repositories take `db` (a transaction works too) and return core-model DTOs or small records.
export { openDatabase, pingDatabase } from './database.js';
export type { AppDb, AppSchema, Database, DatabaseKind, OpenDatabaseOptions } from './database.js';
export { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.js';
export { listAuditEntries, recordAudit } from './repos/audit.js';
export type { AuditActor, AuditEntry, NewAuditEntry } from './repos/audit.js';
export {
  findClientByCustomDomain,
  findClientByHost,
  findClientById,
  findClientBySubdomain,
  findClientCountry,
  findClientIdOfSignInHost,
  findCustomDomainState,
  toClient,
} from './repos/clients.js';
export type { CustomDomainState } from './repos/clients.js';
export type { ClientRecord, NewClient } from './repos/clients.js';
export { insertTrackingRecord, listTrackingRecords } from './repos/tracking.js';
export { moveStoreOrder } from './repos/order-lifecycle.js';
export type { OrderMove, OrderMoveRefusal } from './repos/order-lifecycle.js';
export {
  consumeOidcModel,
  deleteExpiredOidcModels,
  destroyOidcModel,
  findOidcModel,
  findOidcModelByUid,
  findOidcModelByUserCode,
  insertOidcModelIfMissing,
  revokeOidcGrant,
  upsertOidcModel,
} from './repos/oidc-models.js';
export type { OidcModelRecord, OidcModelWrite } from './repos/oidc-models.js';
export { builderSessionPrefix, getBuilderSession, getWizardSession } from './repos/sessions.js';
export type { BuilderSession, WizardSession } from './repos/sessions.js';
export { getSite } from './repos/sites.js';
export type { CurrentSite } from './repos/sites.js';
export { getTemplate, insertTemplateIfMissing, listTemplates } from './repos/templates.js';
export type { TemplateRecord } from './repos/templates.js';
export {
  VITRINA_PROVIDER,
  findLoginUser,
  findUserByEmail,
  findUserById,
  findUserBySub,
  hasClientAccess,
  listClientIdsForUser,
  normalizeEmail,
} from './repos/users.js';
export type { NewUser, UserCredentials, UserRecord } from './repos/users.js';
export { SITE_VERSION_ACTIONS } from './schema/sites.js';
export type { SiteVersionAction } from './schema/sites.js';
