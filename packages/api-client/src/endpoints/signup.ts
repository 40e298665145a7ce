// Templates and sign-up (contract signup.ts; issue 16): the template list the galleries show, the sign-up
// wizard's session (its answers become the §3 builder data of the live previews), the sub-domain check as
// typed, the sign-up itself, and the back office's builder session (its own content in every template).
// Exported as `@vitrina/api-client/signup` (the main index is full).
import type {
  BuilderSessionAnswer,
  SignupAnswer,
  SignupBody,
  SubdomainCheck,
  TemplateList,
  TemplateSummary,
  WizardPreviewBody,
  WizardSessionAnswer,
} from '../contracts/signup.js';
import type { AnswerOf } from '../contracts/call.js';
import { requestOf, urlOf } from '../contracts/call.js';
import { signupCalls } from '../contracts/calls/signup.js';
import { templateCalls } from '../contracts/calls/sites.js';
import { vitrinaApi } from '../vitrina-api.js';

export type {
  BuilderSessionAnswer,
  SignupAnswer,
  SignupBody,
  SubdomainCheck,
  TemplateList,
  TemplateSummary,
  WizardPreviewBody,
  WizardSessionAnswer,
};
export { SIGNUP_CONFLICTS, SUBDOMAIN_PROBLEMS } from '../contracts/signup.js';

export interface SaveWizardSessionArgs {
  id: string;
  body: WizardPreviewBody;
}

export const signupApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    templateList: build.query<AnswerOf<typeof templateCalls.list>, void>({ query: () => urlOf(templateCalls.list, {}) }),
    createWizardSession: build.mutation<AnswerOf<typeof signupCalls.startWizard>, WizardPreviewBody>({
      query: (body) => requestOf(signupCalls.startWizard, {}, { body }),
    }),
    saveWizardSession: build.mutation<AnswerOf<typeof signupCalls.saveWizard>, SaveWizardSessionArgs>({
      query: ({ id, body }) => requestOf(signupCalls.saveWizard, { id }, { body }),
    }),
    subdomainCheck: build.query<AnswerOf<typeof signupCalls.subdomain>, string>({
      query: (name) => requestOf(signupCalls.subdomain, {}, { params: { name } }),
    }),
    signUp: build.mutation<AnswerOf<typeof signupCalls.signUp>, SignupBody>({
      // The answer sets the owner's sign-in ticket cookie.
      query: (body) => ({ ...requestOf(signupCalls.signUp, {}, { body }), credentials: 'include' }),
    }),
    createBuilderSession: build.mutation<AnswerOf<typeof templateCalls.builderSession>, number>({
      query: (clientId) => requestOf(templateCalls.builderSession, { id: clientId }),
      extraOptions: { auth: 'bearer' },
    }),
  }),
});

export const {
  useTemplateListQuery,
  useCreateWizardSessionMutation,
  useSaveWizardSessionMutation,
  useSubdomainCheckQuery,
  useLazySubdomainCheckQuery,
  useSignUpMutation,
  useCreateBuilderSessionMutation,
} = signupApi;
