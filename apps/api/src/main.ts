// Entry of `pnpm start`: one process serving the API, the asset store, the identity provider, the editor
// and the server-rendered site.
// First: NODE_ENV is settled before any module loads React (production-env.ts).
import './production-env.js';
import { createAssetStore } from './assets/index.js';
import { openCluster } from './cluster/cluster.js';
import { loadConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/index.js';
import { loadSiteRenderer } from './http/site-renderer.js';
import { DEMO_CLIENTS, DEMO_PASSWORD, DEMO_USERS } from './seed/index.js';
import { startEventSweeper } from './events/event-sweeper.js';
import type { EventSweeperTimer } from './events/event-sweeper.js';
import { buildServer } from './server.js';
import { FORM_UPLOAD_SWEEP_INTERVAL_MS, startFormUploadSweeper } from './modules/forms/form-upload-sweeper.js';
import { CONFIRM_REMINDER_SWEEP_INTERVAL_MS, startConfirmReminderSweeper } from './modules/team/email-confirmation-service.js';
import type { ReminderSweeper } from './modules/team/email-confirmation-service.js';
import type { SweeperTimer } from './modules/forms/form-upload-sweeper.js';
import { startPaymentRecovery } from './services/payment-recovery.js';
import type { RecoveryTimer } from './services/payment-recovery.js';
import { prepareData } from './services/startup.js';
import { startSubscriptionRenewals } from './modules/subscriptions/renewals-service.js';
import type { RenewalTimer } from './modules/subscriptions/renewals-service.js';
import { BOOKING_REMINDER_SWEEP_INTERVAL_MS, startBookingReminders } from './modules/mail/booking-mail.js';
import type { BookingReminderTimer } from './modules/mail/booking-mail.js';

const config = loadConfig();
const database = await openDatabase(config);
// Before the server is built: the identity provider reads its keys from the database while mounting.
await migrateDatabase(database);
const assets = await createAssetStore(config);
const site = await loadSiteRenderer(config.siteDist);
// Several nodes (REDIS_URL): shared rate limits and cache invalidations; unset: nothing to connect.
const cluster = await openCluster(config);
const app = await buildServer({ config, database, assets, site, cluster, logger: { level: config.logLevel } });
// Demo clients and users (password "vitrina") are for the embedded default; production opts in.
const seed = process.env.SEED_DEMO ? process.env.SEED_DEMO === '1' : !config.databaseUrl;
await prepareData(app.ctx, { seed });
if (!site) app.log.warn({ siteDist: config.siteDist }, 'site is not built: public pages answer 404');

let closing = false;
let renewals: RenewalTimer | null = null;
let uploadSweeper: SweeperTimer | null = null;
let recovery: RecoveryTimer | null = null;
let eventSweeper: EventSweeperTimer | null = null;
let reminders: BookingReminderTimer | null = null;
let confirmReminders: ReminderSweeper | null = null;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  renewals?.stop();
  uploadSweeper?.stop();
  recovery?.stop();
  eventSweeper?.stop();
  reminders?.stop();
  confirmReminders?.stop();
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  await app.close();
  await cluster.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Subscriptions due are charged from every node; each period is claimed once (modules/subscriptions/renewals-service.ts).
renewals = startSubscriptionRenewals(app.ctx, config.subscriptionRenewalIntervalMs, app.log);
// Form uploads never attached to a sent form are deleted after a day, from every node (modules/forms/form-upload-sweeper.ts).
uploadSweeper = startFormUploadSweeper(app.ctx, FORM_UPLOAD_SWEEP_INTERVAL_MS, app.log);
// Payments a process left between reserved and settled are settled from the gateway's record, now and then
// every interval, from every node (services/payment-recovery.ts).
recovery = startPaymentRecovery(
  app.ctx,
  {
    afterMs: config.paymentRecoveryAfterMs,
    intervalMs: config.paymentRecoveryIntervalMs,
    leaseMs: config.idempotencyLeaseMs,
  },
  app.log,
);
// Domain events a process recorded but did not deliver (it died after the commit, or a subscriber failed) are
// delivered now and then every interval, from every node (events/event-sweeper.ts).
eventSweeper = startEventSweeper(app.ctx.events, config.eventSweepIntervalMs, app.log);
// Queued e-mail is sent now, every interval and whenever a message is queued, from every node (modules/mail);
// app.close() stops it.
app.mail.start(config.mailSendIntervalMs);
// Appointment reminders whose time has come are queued now and every minute, from every node; each one once
// per appointment and start (modules/mail/booking-mail.ts).
reminders = startBookingReminders({ ctx: app.ctx, mail: app.mail }, BOOKING_REMINDER_SWEEP_INTERVAL_MS, app.log);
// Owners who have not confirmed their e-mail 14 days after signing up are reminded once, from every node
// (modules/team/email-confirmation-service.ts).
confirmReminders = startConfirmReminderSweeper(app.ctx, app.mail, CONFIRM_REMINDER_SWEEP_INTERVAL_MS, app.log);
const port = (app.server.address() as { port: number }).port;
const lines = [
  `Vitrina is running (${database.kind}, data in ${config.dataDir})`,
  `  http://localhost:${port}  (shows ${config.demoHost})`,
  ...DEMO_CLIENTS.map((c) => `  http://${c.subdomain}.${config.siteDomain}:${port}  ${c.description}`),
  `  editor: /admin on a site's host; demo logins (password "${DEMO_PASSWORD}"): ${DEMO_USERS.map((u) => u.email).join(', ')}`,
];
console.log(lines.join('\n'));
