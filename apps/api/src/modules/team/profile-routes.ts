// The back office's Profile screen (spec §6: owner, manager and employee each keep their own): the caller's
// name, e-mail (the sign-in identity, read-only) and back-office language, which the layout starts in next
// time (§4 "Admin entry" step 4 reads the employee's language_id).
//   GET /api/client/:id/profile             → Profile
//   PUT /api/client/:id/profile ProfileBody → Profile
// The body is checked with the screen's own yup schema (profileSchema), so a wrong value answers the form's
// message keys. A profile is the person's, not the website's: a freemium business's staff may change it
// too (the guard is a read guard), and nothing is republished. A change is audited under the client it was
// made from, in the same transaction (profile-service.ts).
import { Profile, ProfileBody } from '@vitrina/api-client/contracts';
import type { ProfileForm } from '@vitrina/api-client/contracts';
import { LANGUAGE_IDS } from '@vitrina/core-model';
import { profileSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
import { changeProfile } from './profile-service.js';
import type { UserRecord } from './user-service.js';

/** The user's profile in the form's field names. */
export function profileOf(user: UserRecord): Profile {
  return { name: user.name, email: user.email, language: user.language_id === LANGUAGE_IDS.es ? 'es' : 'en' };
}

export function registerProfileOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = clientGuard(ctx, { write: false, screen: 'profile' });

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/profile',
    ownerRoute(guard, {
      tags: ['owner', 'profile'],
      summary: "The caller's profile: name, sign-in e-mail and back-office language",
      params: clientParams,
      response: { 200: Profile },
    }),
    async (req, reply) => noCache(reply).send(profileOf(req.owner!.user) satisfies Profile),
  );

  app.put<{ Params: { id: number }; Body: ProfileForm }>(
    '/api/client/:id/profile',
    ownerRoute(guard, {
      tags: ['owner', 'profile'],
      summary: "Change the caller's name and back-office language (recorded in the activity log)",
      params: clientParams,
      body: ProfileBody,
      response: { 200: Profile },
    }),
    async (req, reply) => {
      const checked = validatePayload(profileSchema, req.body);
      if (!checked.ok) throw new ApiError(400, 'invalid_request', 'The profile is not valid', checked.fields);
      const columns = { name: checked.value.name, language_id: LANGUAGE_IDS[checked.value.language] };
      const updated = await changeProfile(ctx, changerOf(req), req.owner!.user.id, columns);
      return noCache(reply).send(profileOf(updated) satisfies Profile);
    },
  );
}
