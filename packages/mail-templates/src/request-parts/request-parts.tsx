// Pieces the messages share (issue 28): the call-to-action button in the
// business's colour, a labelled block of someone's own words (a note, a message) kept as they wrote it,
// and a due date as the site writes calendar dates.
import { Button, Section, Text } from '@react-email/components';
import { formatCalendarDate } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import type { ReactNode } from 'react';
import { brandColorOf } from '../layout/mail-layout.js';
import type { MailBusiness } from '../types.js';

export function ActionButton({
  business,
  href,
  children,
  marginTop = '16px',
  margin,
}: {
  business: MailBusiness;
  href: string;
  children: ReactNode;
  marginTop?: string;
  /** The button's whole margin, in place of `marginTop`. */
  margin?: string;
}) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: brandColorOf(business),
        color: '#ffffff',
        padding: '12px 20px',
        borderRadius: '6px',
        fontSize: '14px',
        ...(margin === undefined ? { marginTop } : { margin }),
      }}
    >
      {children}
    </Button>
  );
}

/** Someone's own words under a label, line breaks kept; nothing when the words are blank. */
export function WordsBlock({ label, words }: { label: string; words: string }) {
  const lines = words.trim().split(/\r?\n/);
  if (!words.trim()) return null;
  return (
    <Section style={{ backgroundColor: '#f4f4f5', borderRadius: '6px', padding: '8px 12px', margin: '12px 0' }}>
      <Text style={{ fontSize: '12px', color: '#71717a', margin: '0 0 4px' }}>{label}</Text>
      <Text style={{ fontSize: '14px', margin: 0 }}>
        {lines.map((line, i) => (
          <span key={i}>
            {line}
            {i < lines.length - 1 ? <br /> : null}
          </span>
        ))}
      </Text>
    </Section>
  );
}

/** A calendar date (`YYYY-MM-DD`) as the site writes it; '' when absent or invalid. */
export function calendarDateText(date: string | null, lang: Locale): string {
  if (!date) return '';
  return formatCalendarDate(date, lang);
}

export const paragraph = { fontSize: '14px' } as const;
export const muted = { fontSize: '12px', color: '#71717a' } as const;
/** A paragraph in grey: a date or a term under the intro (paid on, valid until, due on, the next charge). */
export const aside = { ...paragraph, color: '#71717a' } as const;
