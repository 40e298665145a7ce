// Demo data seeded on first start (the demo clients of the README).
export type { AssetWriter } from './asset-writer.js';
export { DEMO_CLIENTS } from './demo-clients.js';
export type { DemoClientInfo } from './demo-clients.js';
export { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
export type { DemoUser } from './demo-users.js';
export { SEED_AUTHOR, seedDemo } from './seed-demo.js';
export type { SeedOptions, SeedReport } from './seed-demo.js';
