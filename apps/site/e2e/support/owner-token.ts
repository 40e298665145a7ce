// An owner's access token for the owner API, from the built-in identity provider: authorization code + PKCE
// through its real login page, as the editor does it (the same steps chat.e2e.ts takes).
import { createHash, randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';

export async function ownerToken(
  browser: Browser,
  baseUrl: string,
  siteOrigin: string,
  email: string,
  password = 'vitrina',
): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${siteOrigin}/admin/callback`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const query = new URLSearchParams({
      client_id: 'vitrina-editor',
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'e2e',
    });
    await page.goto(`${baseUrl}/oidc/auth?${query}`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    // The provider redirects to the callback with the code; the test redeems it with its own verifier.
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(redirectUri), { timeout: 15_000 }),
      page.locator('button[type=submit]').click(),
    ]);
    const code = new URL(page.url()).searchParams.get('code');
    expect(code).toBeTruthy();
    const res = await fetch(`${baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: 'vitrina-editor',
      }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  } finally {
    await context.close();
  }
}
