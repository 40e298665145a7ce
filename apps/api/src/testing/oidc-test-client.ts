// Drives the built-in provider over HTTP as a browser plus oidc-client-ts would: cookies, redirects by
// hand, PKCE. For tests (this folder's and the API route tests that need a real token).
import { createHash, randomBytes } from 'node:crypto';

export interface HttpStep {
  status: number;
  url: string;
  location: string | null;
  body: string;
  headers: Headers;
}

export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly extraHeaders: Record<string, string> = {}) {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<HttpStep> {
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    this.take(res.headers.getSetCookie());
    const location = res.headers.get('location');
    return {
      status: res.status,
      url,
      location: location ? new URL(location, url).href : null,
      body: await res.text(),
      headers: res.headers,
    };
  }

  /** Keeps (or, when expired, drops) the cookies of `Set-Cookie` lines, e.g. of a call made with `fetch`. */
  take(setCookieLines: readonly string[]): void {
    for (const line of setCookieLines) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Follows redirects while they stay on `origin`; returns the first step that does not. */
  async follow(url: string, origin: string, max = 10): Promise<HttpStep> {
    let step = await this.request(url);
    for (let i = 0; i < max && step.location && new URL(step.location).origin === origin; i += 1) {
      step = await this.request(step.location);
    }
    return step;
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationRequest {
  /** Where requests go, e.g. `http://127.0.0.1:<port>/oidc`. */
  base: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state?: string;
  scope?: string;
  uiLocales?: string;
}

export function authorizationUrl(r: AuthorizationRequest): string {
  const params = new URLSearchParams({
    client_id: r.clientId,
    response_type: 'code',
    scope: r.scope ?? 'openid profile email',
    redirect_uri: r.redirectUri,
    code_challenge: r.codeChallenge,
    code_challenge_method: 'S256',
    state: r.state ?? randomBytes(8).toString('hex'),
  });
  if (r.uiLocales) params.set('ui_locales', r.uiLocales);
  return `${r.base}/auth?${params}`;
}

/** The login form's action, read from the interaction page. */
export function formAction(html: string, pageUrl: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return new URL(action.replace(/&amp;/g, '&'), pageUrl).href;
}

/** The whole authorization-code + PKCE flow; resolves with the token endpoint's JSON answer. */
export async function signInWithPassword(
  r: Omit<AuthorizationRequest, 'codeChallenge'> & { email: string; password: string; browser?: BrowserSession },
): Promise<{ access_token: string; id_token: string; token_type: string; expires_in: number }> {
  const { verifier, challenge } = pkcePair();
  const browser = r.browser ?? new BrowserSession();
  const origin = new URL(r.base).origin;
  const loginPage = await browser.follow(authorizationUrl({ ...r, codeChallenge: challenge }), origin);
  const posted = await browser.request(formAction(loginPage.body, loginPage.url), { form: { email: r.email, password: r.password } });
  if (posted.status !== 303 || !posted.location) throw new Error(`login answered ${posted.status}`);
  const callback = await browser.follow(posted.location, origin);
  const code = callback.location ? new URL(callback.location).searchParams.get('code') : null;
  if (!code) throw new Error(`no code: ${callback.status} ${callback.location ?? callback.body.slice(0, 200)}`);
  const res = await fetch(`${r.base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: r.redirectUri,
      code_verifier: verifier,
      client_id: r.clientId,
    }),
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { access_token: string; id_token: string; token_type: string; expires_in: number };
}
