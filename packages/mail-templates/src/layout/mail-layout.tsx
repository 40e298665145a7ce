// The frame of every message: the business's logo (or its name as text) in its brand colour, the content,
// and a footer naming the sender. Real text throughout (no text in images), `lang` and `dir` set, alt text
// on the logo, inline styles only (mail clients drop <style> and classes unevenly).
import { Body, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { DEFAULT_PRIMARY_COLOR } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import type { ReactNode } from 'react';
import type { MailT } from '../texts.js';
import type { MailBusiness } from '../types.js';

/** The brand colour when it is a plain hex colour (it lands in a style attribute), else the default. */
export function brandColorOf(business: MailBusiness): string {
  const color = business.brandColor?.trim() ?? '';
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : DEFAULT_PRIMARY_COLOR;
}

export interface MailLayoutProps {
  lang: Locale;
  t: MailT;
  business: MailBusiness;
  /** The line inbox lists show after the subject. */
  preview: string;
  children: ReactNode;
  /**
   * The customer's page of all their bookings and orders with the business (issue 30): a line above the
   * footer of the customer's own messages; none when absent.
   */
  portalUrl?: string | null;
}

const body = { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', color: '#18181b', margin: 0, padding: '24px 0' };
const container = { backgroundColor: '#ffffff', maxWidth: '600px', margin: '0 auto', padding: '24px', borderRadius: '8px' };

export function MailLayout({ lang, t, business, preview, children, portalUrl }: MailLayoutProps) {
  const color = brandColorOf(business);
  return (
    <Html lang={lang} dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={{ borderBottom: `4px solid ${color}`, paddingBottom: '12px', marginBottom: '16px' }}>
            {business.logoUrl ? (
              <Img src={business.logoUrl} alt={t('layout.logoAlt', { business: business.name })} height="48" style={{ height: '48px' }} />
            ) : (
              <Heading as="h2" style={{ color, margin: 0, fontSize: '22px' }}>
                {business.name}
              </Heading>
            )}
          </Section>
          {children}
          <Hr style={{ borderColor: '#e4e4e7', margin: '24px 0 12px' }} />
          {portalUrl ? (
            <Text style={{ fontSize: '13px', margin: '0 0 8px' }}>
              <Link href={portalUrl} style={{ color: brandColorOf(business) }}>
                {t('customerPortal.footerLink', { business: business.name })}
              </Link>
            </Text>
          ) : null}
          <Text style={{ color: '#71717a', fontSize: '12px', margin: 0 }}>{t('layout.footer', { business: business.name })}</Text>
        </Container>
      </Body>
    </Html>
  );
}
