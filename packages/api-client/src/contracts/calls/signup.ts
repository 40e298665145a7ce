// The calls of the sign-up wizard (issue 16; contracts/signup.ts): its session (the §3 builder data of the
// live previews), the sub-domain check as typed, and the sign-up itself. Public, rate-limited per address.
import { call } from '../call.js';
import type { SignupAnswer, SignupBody, SubdomainCheck, SubdomainQuery, WizardPreviewBody, WizardSessionAnswer } from '../signup.js';

export const signupCalls = {
  /** Starts a wizard session, 201. */
  startWizard: call<{ body: WizardPreviewBody; answer: WizardSessionAnswer }>()('POST', '/api/wizard/session'),
  /** Replaces a wizard session's builder data. */
  saveWizard: call<{ body: WizardPreviewBody; answer: WizardSessionAnswer }>()('PUT', '/api/wizard/session/:id'),
  /** Whether a sub-domain can be had. */
  subdomain: call<{ query: SubdomainQuery; answer: SubdomainCheck }>()('GET', '/api/signup/subdomain'),
  /** Creates the business, its owner and its site, 201 with the sign-in ticket cookie. */
  signUp: call<{ body: SignupBody; answer: SignupAnswer }>()('POST', '/api/signup'),
};
