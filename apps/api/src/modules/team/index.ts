// The team and identity module (issue 27; ARCHITECTURE "A feature lives in one folder"): the Team screen, the
// caller's own user and invites, and the Profile screen. The owner guard (routes/owner/owner-guard.ts) reads the
// caller through user-service.ts directly; others need only the route registrations.
export { registerProfileOwnerRoutes } from './profile-routes.js';
export { registerTeamOwnerRoutes } from './team-routes.js';
export { registerUserOwnerRoutes } from './user-routes.js';
