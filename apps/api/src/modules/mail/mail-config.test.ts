// The mail settings of config.ts (issue 28): the embedded default has no mail server and a local sender
// address; DKIM is all three settings or none.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMailTransport } from './mail-transport.js';
import { fromOf } from './mail-sender.js';

describe('mail configuration', () => {
  it('the embedded default: no SMTP_URL (the "none" transport), MAIL_FROM no-reply@<SITE_DOMAIN>, no DKIM', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'no-reply@localhost',
      mailDkim: undefined,
      mailSendIntervalMs: 15_000,
      mailLeaseMs: 120_000,
    });
    expect(createMailTransport(config).kind).toBe('none');
    expect(loadConfig({ SITE_DOMAIN: 'vitrina.example' }).mailFrom).toBe('no-reply@vitrina.example');
  });

  it('SMTP_URL gives the SMTP transport; MAIL_FROM and the send interval are read', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'hello@shop.example', MAIL_SEND_INTERVAL_MS: '0' });
    expect(createMailTransport(config).kind).toBe('smtp');
    expect(config).toMatchObject({ mailFrom: 'hello@shop.example', mailSendIntervalMs: 0 });
    expect(loadConfig({ MAIL_LEASE_SECONDS: '5' }).mailLeaseMs).toBe(5_000);
    expect(loadConfig({ MAIL_LEASE_SECONDS: '1' }).mailLeaseMs).toBe(5_000);
  });

  it('DKIM needs its domain, selector and key together', () => {
    const dkim = { MAIL_DKIM_DOMAIN: 'shop.example', MAIL_DKIM_SELECTOR: 'mail', MAIL_DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----x' };
    expect(loadConfig(dkim).mailDkim).toEqual({
      domainName: 'shop.example',
      keySelector: 'mail',
      privateKey: '-----BEGIN PRIVATE KEY-----x',
    });
    expect(() => loadConfig({ MAIL_DKIM_DOMAIN: 'shop.example' })).toThrow(/MAIL_DKIM_SELECTOR/);
  });

  it('the business’s name goes before MAIL_FROM unless MAIL_FROM names itself', () => {
    expect(fromOf('no-reply@shop.example', 'Salón Aurora')).toEqual({ name: 'Salón Aurora', address: 'no-reply@shop.example' });
    expect(fromOf('Vitrina <no-reply@shop.example>', 'Salón Aurora')).toBe('Vitrina <no-reply@shop.example>');
  });
});
