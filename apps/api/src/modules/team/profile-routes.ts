// The back office's Profile screen (spec §6: owner, manager and employee each keep their own): the caller's
// name, e-mail (the sign-in identity, read-only) and back-office language, which the layout starts in next
// time (§4 "Admin entry" step 4 reads the employee's language_id), and the staff messages they turned off
// (issue 28, users.mail_opt_outs; mail-people.ts staffRecipients leaves them out).
//   GET /api/client/:id/profile             → Profile
//   PUT /api/client/:id/profile ProfileBody → Profile
// The body is checked with the screen's own yup schema (profileSchema), so a wrong value answers the form's
// message keys. A profile is the person's, not the website's: a freemium business's staff may change it
// too (the guard is a read guard), and nothing is republished. A change is audited under the client it was
// made from, in the same transaction (profile-service.ts).
import { Profile, ProfileBody, profileCalls } from '@vitrina/api-client/contracts';
import { LANGUAGE_IDS } from '@vitrina/core-model';
import { profileSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
import type { ProfileRecord } from './profile-repository.js';
import { changeProfile, readProfile } from './profile-service.js';

/** The user's profile in the form's field names. */
export function profileOf(user: ProfileRecord): Profile {
  return {
    name: user.name,
    email: user.email,
    language: user.language_id === LANGUAGE_IDS.es ? 'es' : 'en',
    mail_opt_outs: user.mail_opt_outs,
  };
}

export function registerProfileOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The caller's own profile is not the website: freemium users change it too.
  const routes = screenRoutes(app, ctx, { screen: 'profile', tags: ['owner', 'profile'], freemiumWrites: true });

  routes.read(
    profileCalls.get,
    {
      summary: "The caller's profile: name, sign-in e-mail, back-office language and the staff e-mails turned off",
      params: clientParams,
      response: { 200: Profile },
    },
    async (req) => profileOf(await readProfile(ctx, req.owner!.user.id)),
  );

  routes.replace(
    profileCalls.save,
    {
      summary: "Change the caller's name, back-office language and staff e-mail choices (recorded in the activity log)",
      params: clientParams,
      body: ProfileBody,
      response: { 200: Profile },
    },
    async (req) => {
      const { name, language, mail_opt_outs } = validOr400(validatePayload(profileSchema, req.body), 'The profile is not valid');
      const columns = { name, language_id: LANGUAGE_IDS[language], ...(mail_opt_outs ? { mail_opt_outs } : {}) };
      return profileOf(await changeProfile(ctx, changerOf(req), req.owner!.user.id, columns));
    },
  );
}
