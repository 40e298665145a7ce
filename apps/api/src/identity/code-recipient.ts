// Who may receive a person's authorization code (issue 25, docs/decisions.md "Sign-in redirect hosts and
// custom-domain verification"). redirect-rule.ts says which URLs are site hosts at all; this says which of
// them a given person's code may go to: the provider's own host, or a host where that person has a role (the
// business whose sub-domain or verified custom domain it is has them on its team). A custom domain's DNS is
// the business's, so a code sent there can reach the business's own server: it must never be a stranger's.
//
// The rule runs as a check of oidc-provider's `login` prompt, so it is asked on every authorization, silent
// ones included (an existing session and grant skip every other prompt). When it fails for a signed-in
// person the interaction answers the client `access_denied` (interaction-routes.ts): no code is issued, and
// the editor shows its "access denied" page, as it does for a person without access (spec §4 Admin entry 2).
import { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from './account-store.js';

/** The reason oidc-provider reports for the check (`details.prompt.reasons`). */
export const NO_ROLE_ON_REDIRECT_HOST = 'no_role_on_redirect_host';

export interface CodeRecipientRule {
  /** Whether `sub`'s code may be sent to `redirectUri`. */
  mayReceive(sub: string, redirectUri: string): Promise<boolean>;
}

export function createCodeRecipientRule({ issuer, accounts }: { issuer: string; accounts: AccountStore }): CodeRecipientRule {
  const ownHost = new URL(issuer).hostname.toLowerCase();
  return {
    async mayReceive(sub, redirectUri) {
      const hostname = URL.parse(redirectUri)?.hostname.toLowerCase();
      if (!hostname) return false;
      if (hostname === ownHost) return true;
      return accounts.hasRoleAt ? accounts.hasRoleAt(sub, hostname).catch(() => false) : false;
    },
  };
}

/** oidc-provider's default prompts with the rule added to `login`. */
export function codeRecipientPolicy(rule: CodeRecipientRule): interactionPolicy.DefaultPolicy {
  const { Check, base } = interactionPolicy;
  const policy = base();
  policy.get('login')!.checks.add(
    new Check(
      NO_ROLE_ON_REDIRECT_HOST,
      'the signed-in person has no role on the redirect host',
      'access_denied',
      async (ctx: KoaContextWithOIDC) => {
        const sub = ctx.oidc.session?.accountId;
        const redirectUri = ctx.oidc.params?.redirect_uri;
        // No one signed in yet: `no_session` asks for the login, and this runs again after it.
        if (!sub) return Check.NO_NEED_TO_PROMPT;
        if (typeof redirectUri === 'string' && (await rule.mayReceive(sub, redirectUri))) return Check.NO_NEED_TO_PROMPT;
        return Check.REQUEST_PROMPT;
      },
    ),
  );
  return policy;
}
