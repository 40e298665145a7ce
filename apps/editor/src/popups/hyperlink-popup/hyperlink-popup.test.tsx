import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bistroDraft } from '../../testing/fixtures.js';
import { itBehavesLikeAPopup, renderPopup, retype } from '../../testing/render-popup.js';
import { HyperlinkPopup } from './hyperlink-popup.js';

const linkField = (dialog: HTMLElement, label = 'Link address') => within(dialog).getByLabelText(new RegExp(`^${label}`));

function draftWithBlog() {
  const draft = bistroDraft();
  draft.data.main_site_variables = { ...draft.data.main_site_variables, ecommerce_url: '/store', blog_url: 'https://blog.bistro.test' };
  draft.data.nav = [...draft.data.nav, { type: 'blog', label: 'News', ordering: 9, enabled: true }];
  return draft;
}

describe('HyperlinkPopup (spec §2 "Editor popups": hyperlink; §5 Hyperlink popup)', () => {
  itBehavesLikeAPopup({
    key: 'hyperlink',
    Popup: HyperlinkPopup,
    options: { draft: draftWithBlog() },
    title: 'Insert link',
    field: 'Text to display',
  });

  it('opens on the item that links elsewhere, with its link and text', async () => {
    renderPopup('hyperlink', HyperlinkPopup, { draft: draftWithBlog() });
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    expect(within(dialog).getByLabelText('Menu item')).toHaveValue('blog');
    expect(linkField(dialog)).toHaveValue('https://blog.bistro.test');
    expect(within(dialog).getByLabelText('Text to display')).toHaveValue('News');
  });

  it('§5 Apply sends the chosen item to the link, with its text stripped of tags; a missing item joins the menu', async () => {
    const { user, working, editor } = renderPopup('hyperlink', HyperlinkPopup, { draft: draftWithBlog() });
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    await user.selectOptions(within(dialog).getByLabelText('Menu item'), 'gallery');
    expect(linkField(dialog)).toHaveValue('');
    await retype(user, linkField(dialog), ' https://photos.bistro.test/album ');
    await retype(user, within(dialog).getByLabelText('Text to display'), '<b>Photos</b>');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().main_site_variables.gallery_url).toBe('https://photos.bistro.test/album');
    expect(working().nav.at(-1)).toMatchObject({ type: 'gallery', label: 'Photos', enabled: true });
    expect(editor().unsaved).toEqual({ siteSettings: true, menu: true });
  });

  it('"Remove link" brings the item back to the site\'s own page', async () => {
    const { user, working } = renderPopup('hyperlink', HyperlinkPopup, { draft: draftWithBlog() });
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(working().main_site_variables.blog_url).toBe('/blog');
  });

  it.each([
    ['en', 'blog.bistro.test', 'Insert link', 'Link address', 'Apply', 'Please enter a valid link starting with http:// or https://'],
    ['en', '', 'Insert link', 'Link address', 'Apply', 'Please enter a valid link starting with http:// or https://'],
    [
      'en',
      'ftp://files.bistro.test',
      'Insert link',
      'Link address',
      'Apply',
      'Please enter a valid link starting with http:// or https://',
    ],
    [
      'es',
      'www.bistro.test',
      'Insertar enlace',
      'Dirección del enlace',
      'Aplicar',
      'Introduce un enlace válido que empiece por http:// o https://',
    ],
  ] as const)('§5 (%s) %j: "enter a valid link starting with http:// or https://"', async (lng, link, title, label, apply, message) => {
    const { user, editor } = renderPopup('hyperlink', HyperlinkPopup, { draft: draftWithBlog(), lng });
    const dialog = await screen.findByRole('dialog', { name: title });
    await retype(user, linkField(dialog, label), link);
    await user.click(within(dialog).getByRole('button', { name: apply }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(editor().unsaved).toEqual({});
  });
});
