// /setup-website's "link to create" (issue 16): the provider's own /signup unless SITE_SIGNUP_URL says otherwise.
import { describe, expect, it } from 'vitest';
import { providerSignupUrl, siteConfig } from './render-config.js';

const context = { fetch, demoHost: 'bistro.localhost', siteDomain: 'localhost' };

describe('the sign-up link of /setup-website', () => {
  it.each([
    ['http://newbie.localhost:8080/setup-website', 'localhost', 'http://localhost:8080/signup'],
    ['https://newbie.vitrina.app/setup-website', 'vitrina.app', 'https://vitrina.app/signup'],
    ['http://tienda.example.com:3000/', 'localhost', 'http://localhost:3000/signup'],
  ])('%s on site domain %s → %s', (request, siteDomain, expected) => {
    expect(providerSignupUrl(request, siteDomain)).toBe(expected);
  });

  it("defaults to the provider's wizard, on the request's scheme and port", () => {
    expect(siteConfig(context, {}, 'http://newbie.localhost:8080/setup-website').signupUrl).toBe('http://localhost:8080/signup');
  });

  it('SITE_SIGNUP_URL still overrides', () => {
    const env = { SITE_SIGNUP_URL: ' https://signup.example/start ' };
    expect(siteConfig(context, env, 'http://newbie.localhost:8080/').signupUrl).toBe('https://signup.example/start');
  });
});
