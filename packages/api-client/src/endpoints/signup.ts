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
import { vitrinaApi } from '../vitrina-api.js';
import { clientPath } from './client-path.js';

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

const seg = (value: number | string) => encodeURIComponent(String(value));

export const signupApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    templateList: build.query<TemplateList, void>({ query: () => 'templates' }),
    createWizardSession: build.mutation<WizardSessionAnswer, WizardPreviewBody>({
      query: (body) => ({ url: 'wizard/session', method: 'POST', body }),
    }),
    saveWizardSession: build.mutation<WizardSessionAnswer, SaveWizardSessionArgs>({
      query: ({ id, body }) => ({ url: `wizard/session/${seg(id)}`, method: 'PUT', body }),
    }),
    subdomainCheck: build.query<SubdomainCheck, string>({
      query: (name) => ({ url: 'signup/subdomain', params: { name } }),
    }),
    signUp: build.mutation<SignupAnswer, SignupBody>({
      query: (body) => ({ url: 'signup', method: 'POST', body, credentials: 'include' }),
    }),
    createBuilderSession: build.mutation<BuilderSessionAnswer, number>({
      query: (clientId) => ({ url: clientPath(clientId, 'builder-session'), method: 'POST' }),
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
