import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bistroDraft } from '../../testing/fixtures.js';
import { itBehavesLikeAPopup, renderPopup, retype } from '../../testing/render-popup.js';
import { FooterPopup } from './footer-popup.js';

const draftWithSocial = () => {
  const draft = bistroDraft();
  draft.data.social = { facebook: 'https://facebook.com/bistro', yelp: 'https://yelp.com/biz/bistro' };
  return draft;
};
const options = () => ({ sectionIndex: 2, draft: draftWithSocial() });

describe('FooterPopup (spec §2 "Editor popups": footer; §3 section fields and social links)', () => {
  itBehavesLikeAPopup({ key: 'footer', Popup: FooterPopup, options: options(), title: 'Footer', field: 'Instagram' });

  it('§5 Apply writes the footer texts stripped of tags and the social links; each part is flagged', async () => {
    const { user, working, editor } = renderPopup('footer', FooterPopup, options());
    const dialog = await screen.findByRole('dialog', { name: 'Footer' });
    const social = within(dialog).getByRole('group', { name: 'Social media links' });
    expect(within(social).getByLabelText('Facebook')).toHaveValue('https://facebook.com/bistro');
    await retype(user, within(dialog).getByLabelText('Title'), '<strong>Find us</strong>');
    await retype(user, within(social).getByLabelText('Instagram'), ' https://instagram.com/bistro ');
    await retype(user, within(social).getByLabelText('Yelp'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().sections[2]).toMatchObject({ section_name: 'footer', title: 'Find us', body: '1 Main St' });
    expect(working().social).toEqual({ facebook: 'https://facebook.com/bistro', instagram: 'https://instagram.com/bistro' });
    expect(editor().unsaved).toEqual({ footer: true, social: true });
  });

  it('§4 links left as they were are not flagged', async () => {
    const { user, editor } = renderPopup('footer', FooterPopup, options());
    const dialog = await screen.findByRole('dialog', { name: 'Footer' });
    await retype(user, within(dialog).getByLabelText('Text'), '2 Main St');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(editor().unsaved).toEqual({ footer: true });
  });

  it.each([
    ['en', 'www.instagram.com/bistro', 'Footer', 'Apply', 'Please enter a valid link starting with http:// or https://'],
    ['en', 'javascript:alert(1)', 'Footer', 'Apply', 'Please enter a valid link starting with http:// or https://'],
    ['es', 'instagram.com/bistro', 'Pie de página', 'Aplicar', 'Introduce un enlace válido que empiece por http:// o https://'],
  ] as const)('§5 a social link must start with http:// or https:// (%s: %s)', async (lng, link, title, apply, message) => {
    const { user, editor } = renderPopup('footer', FooterPopup, { ...options(), lng });
    const dialog = await screen.findByRole('dialog', { name: title });
    const field = within(dialog).getByLabelText('Instagram');
    await retype(user, field, link);
    await user.click(within(dialog).getByRole('button', { name: apply }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(editor().unsaved).toEqual({});
  });
});
