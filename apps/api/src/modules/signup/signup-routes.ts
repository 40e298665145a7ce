// The sign-up wizard's public calls (issue 16; contracts/signup.ts, which lists them with their answers):
//   POST /api/wizard/session, PUT /api/wizard/session/{id}  → its §3 builder data (previews: modules/sites/previews-routes.ts)
//   GET  /api/signup/subdomain?name=…                        → SubdomainCheck
//   POST /api/signup                                         → 201 SignupAnswer + the sign-in ticket cookie
// No credentials; each is rate-limited per client address (services/public-remote-data.ts clientIp).
import {
  SignupAnswer,
  SignupBody,
  SubdomainCheck,
  SubdomainQuery,
  WizardPreviewBody,
  WizardSessionAnswer,
  WizardSessionParams,
  signupCalls,
} from '@vitrina/api-client/contracts';
import { normalizeSubdomain } from '@vitrina/core-model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { endProviderSessionCookieHeaders, signInTicketCookieHeader } from '../../identity/index.js';
import { oidcIssuerOf, subdomainSiteUrl } from '../../public-origin.js';
import { onCall } from '../../routes/call-route.js';
import { noCache, notFound, publicRoute, SAFE_TEXT_ID } from '../../routes/public/route-helpers.js';
import { clientIp } from '../../services/public-remote-data.js';
import { signUp, subdomainAvailability } from './signup-service.js';
import { saveWizard, startWizard } from './wizard-service.js';

const perAddress = (what: string) => (req: FastifyRequest) => `${clientIp(req)}|${what}`;
/** A wizard starts once, perhaps again after a reload on another device. */
export const WIZARD_START_RATE_LIMIT = { max: 30, timeWindow: '1 hour', keyGenerator: perAddress('wizard-start') } as const;
/** Saved at every step, and before each template preview. */
export const WIZARD_SAVE_RATE_LIMIT = { max: 120, timeWindow: '1 minute', keyGenerator: perAddress('wizard-save') } as const;
/** Checked as the name is typed (debounced): generous. */
export const SUBDOMAIN_CHECK_RATE_LIMIT = { max: 120, timeWindow: '1 minute', keyGenerator: perAddress('subdomain') } as const;
/** A person signs up a business or two; a script signing up hundreds is refused. */
export const SIGNUP_RATE_LIMIT = { max: 5, timeWindow: '1 hour', keyGenerator: perAddress('signup') } as const;

export function registerSignupPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    signupCalls.startWizard,
    publicRoute({
      rateLimit: WIZARD_START_RATE_LIMIT,
      summary: 'Starts a sign-up wizard session with its §3 builder data (issue 16)',
      body: WizardPreviewBody,
      response: { 201: WizardSessionAnswer },
    }),
    async (req, reply) => {
      const id = await startWizard(ctx, req.body);
      return reply.status(201).send({ id } satisfies WizardSessionAnswer);
    },
  );

  onCall(
    app,
    signupCalls.saveWizard,
    publicRoute({
      rateLimit: WIZARD_SAVE_RATE_LIMIT,
      summary: "Replaces a sign-up wizard session's §3 builder data (issue 16)",
      params: WizardSessionParams,
      body: WizardPreviewBody,
      response: { 200: WizardSessionAnswer },
    }),
    async (req, reply) => {
      const known = await saveWizard(ctx, SAFE_TEXT_ID.test(req.params.id) ? req.params.id : null, req.body);
      if (!known) throw notFound('No such wizard session');
      noCache(reply);
      return { id: req.params.id } satisfies WizardSessionAnswer;
    },
  );

  onCall(
    app,
    signupCalls.subdomain,
    publicRoute({
      rateLimit: SUBDOMAIN_CHECK_RATE_LIMIT,
      summary: 'Whether a sub-domain can be had for a new business (issue 16)',
      querystring: SubdomainQuery,
      response: { 200: SubdomainCheck },
    }),
    async (req, reply) => {
      const subdomain = normalizeSubdomain(req.query.name);
      const problem = await subdomainAvailability(ctx, subdomain);
      reply.header('cache-control', 'no-store'); // availability changes with every sign-up
      return {
        subdomain,
        available: problem === null,
        problem,
        site_url: problem === null ? subdomainSiteUrl(ctx.config, subdomain) : null,
      } satisfies SubdomainCheck;
    },
  );

  onCall(
    app,
    signupCalls.signUp,
    publicRoute({
      rateLimit: SIGNUP_RATE_LIMIT,
      summary: 'Creates a business, its owner and its published site from the wizard’s answers (issue 16)',
      body: SignupBody,
      response: { 201: SignupAnswer },
    }),
    async (req, reply) => {
      const { answer, ticket } = await signUp(ctx, req.log, req.body, new Date(), app.mail);
      if (ticket) {
        // The owner opens admin_url signed in (identity/sign-in-ticket.ts), as no one else.
        const issuer = oidcIssuerOf(ctx.config);
        reply.header('set-cookie', [signInTicketCookieHeader(ticket, { issuer }), ...endProviderSessionCookieHeaders(issuer)]);
      }
      return reply.status(201).header('cache-control', 'no-store').send(answer);
    },
  );
}
