// The shared blocks: the heading with its opening paragraphs (blank ones left out), the call to action in the
// business's colour with its small print, and a message's render function (its subject in the input's language).
import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { mailRenderer } from '../render.js';
import { business } from '../testing/mail-fixtures.js';
import { MessageAction, MessageIntro } from './message-parts.js';

describe('MessageIntro', () => {
  it('shows the heading as the h1 and each paragraph in order, leaving out blank ones', async () => {
    const html = await render(<MessageIntro heading="Thanks" intro={['', 'First.', 'Second.']} />);
    expect(html).toMatch(/<h1[^>]*>Thanks<\/h1>/);
    expect(html.indexOf('First.')).toBeLessThan(html.indexOf('Second.'));
    expect(html.match(/<p /g)).toHaveLength(2);
  });

  it('takes a single paragraph as a string', async () => {
    const text = await render(<MessageIntro heading="Thanks" intro="Only one." />, { plainText: true });
    expect(text).toContain('Only one.');
  });
});

describe('MessageAction', () => {
  it('is a button in the brand colour to the link, with its small print under it', async () => {
    const html = await render(<MessageAction business={business} href="https://x.test/o" label="View order" note="Just for you." />);
    expect(html).toContain('href="https://x.test/o"');
    expect(html).toContain('background-color:#aa3300');
    expect(html).toContain('margin-top:16px');
    expect(html.indexOf('View order')).toBeLessThan(html.indexOf('Just for you.'));
  });

  it('has no small print without a note, and takes another space above the button', async () => {
    const html = await render(<MessageAction business={business} href="https://x.test/o" label="Open" marginTop="8px" />);
    expect(html).toContain('margin-top:8px');
    expect(html.match(/<p /g)).toBeNull();
  });
});

describe('mailRenderer', () => {
  it('renders the component with the input, under the subject written in the input’s language', async () => {
    const renderHello = mailRenderer(
      ({ name }: { lang: 'en' | 'es'; name: string }) => <p>Hi {name}</p>,
      (t, { name }) => t('receipt.subject', { number: 7, business: name }),
    );
    const mail = await renderHello({ lang: 'es', name: 'Ana' });
    expect(mail.subject).toBe('Tu pedido n.º 7 en Ana');
    expect(mail.lang).toBe('es');
    expect(mail.html).toContain('Hi <!-- -->Ana');
    expect(mail.text).toContain('Hi Ana');
  });
});
