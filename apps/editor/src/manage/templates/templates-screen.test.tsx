// The back office's Design → Templates screen against the mock API: every template previewed with the
// business's content (builder session), the live preview dialog, "Use this template" saved as a draft with
// the template's look and the business's content, a stale draft (409) loaded again and said; axe in en/es.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { defaultMainSiteVariables, defaultSection, defaultSiteData, defaultTemplateRef } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { CLIENT_ID, bistroDraft, bistroSite } from '../../testing/fixtures.js';
import { json, routeKeys } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { TemplatesScreen } from './templates-screen.js';

const TEMPLATES = [
  { id: 4, slug: 'modern', name: 'Modern', font: 'Montserrat', primary_color: '#1f3b57' },
  { id: 9, slug: 'warm', name: 'Warm', font: null, primary_color: '#8a4b2a' },
];
const on4 = () => bistroSite({ template: defaultTemplateRef({ id: 4, url: '/assets/templates/4/' }) });
const nine = defaultSiteData({
  template: defaultTemplateRef({ id: 9, url: '/assets/templates/9/' }),
  main_site_variables: defaultMainSiteVariables({ service_section_style: 'list' }),
  sections: [defaultSection('about', { body: 'Template text', bg_color: '#fdf8f2', inner_bg_color: '#ffffff' })],
});

function api(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/templates': () => json({ templates: TEMPLATES }),
    [`POST /api/client/${CLIENT_ID}/builder-session`]: () => json({ builder_id: 'client-11-abc' }, 201),
    [routeKeys.draft]: () => json(bistroDraft({ data: on4() })),
    'GET /assets/templates/9/json/template.json': () => json(nine),
    ...overrides,
  };
}

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('Design → Templates (issue 16)', () => {
  it('shows the template in use and every template as a preview of the business’s own site (§2 builder_id + template_id)', async () => {
    const { container } = renderWithEditor(<TemplatesScreen clientId={CLIENT_ID} />, { api: api() });
    expect(await screen.findByText('Your website uses Modern.')).toBeInTheDocument();
    const frames = container.querySelectorAll('iframe');
    expect([...frames].map((f) => [f.getAttribute('src'), f.getAttribute('title'), f.getAttribute('loading')])).toEqual([
      ['/?builder_id=client-11-abc&template_id=4', 'Modern with your content', 'lazy'],
      ['/?builder_id=client-11-abc&template_id=9', 'Warm with your content', 'lazy'],
    ]);
    expect(within(card('Modern')).getByText('In use')).toBeInTheDocument();
    expect(within(card('Modern')).queryByRole('button', { name: 'Use this template' })).toBeNull();
    expect(within(card('Warm')).getByText('Font: the device’s own')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the full preview is a dialog with the live page; Escape closes it', async () => {
    renderWithEditor(<TemplatesScreen clientId={CLIENT_ID} />, { api: api() });
    const user = userEvent.setup();
    await screen.findByText('Your website uses Modern.');
    await user.click(within(card('Warm')).getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview: Warm' });
    expect(within(dialog).getByTitle('Your website in Warm')).toHaveAttribute('src', '/?builder_id=client-11-abc&template_id=9');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Use this template" after confirming saves the draft with the template’s look and the business’s content', async () => {
    const { api: calls } = renderWithEditor(<TemplatesScreen clientId={CLIENT_ID} />, { api: api() });
    const user = userEvent.setup();
    await screen.findByText('Your website uses Modern.');
    await user.click(within(card('Warm')).getByRole('button', { name: 'Use this template' }));
    const dialog = screen.getByRole('dialog', { name: 'Use Warm?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use Warm' }));
    await waitFor(() => expect(calls.calls(routeKeys.save)).toHaveLength(1));
    const body = (await calls.calls(routeKeys.save)[0]!.json()) as { data: SiteData; version: number };
    expect(body.version).toBe(4);
    expect(body.data.template).toMatchObject({ id: 9, url: '/assets/templates/9/' });
    expect(body.data.main_site_variables.service_section_style).toBe('list');
    const about = body.data.sections.find((s) => s.section_name === 'about')!;
    expect([about.body, about.bg_color]).toEqual(['Local produce.', '#fdf8f2']);
    // The screen's own notice (a toast may say it too, also as a status).
    const notice = await screen.findByText('Your website now uses Warm.', { selector: '.vtp-notice' });
    expect(notice).toHaveAttribute('role', 'status');
  });

  it('a draft changed meanwhile (409) is loaded again, with new previews, and the owner is told (es)', async () => {
    let drafts = 0;
    const { api: calls } = renderWithEditor(<TemplatesScreen clientId={CLIENT_ID} />, {
      lng: 'es',
      api: api({
        [routeKeys.draft]: () => {
          drafts += 1;
          return json(bistroDraft({ data: on4() }));
        },
        [routeKeys.save]: () => json({ error: { code: 'conflict', message: 'x' }, current: bistroDraft({ data: on4(), version: 5 }) }, 409),
      }),
    });
    const user = userEvent.setup();
    await screen.findByText('Tu sitio web usa Modern.');
    await user.click(within(card('Warm')).getByRole('button', { name: 'Usar esta plantilla' }));
    await user.click(within(screen.getByRole('dialog', { name: '¿Usar Warm?' })).getByRole('button', { name: 'Usar Warm' }));
    expect(await screen.findByText(/Tu sitio web cambió mientras tanto/, { selector: '.vtp-notice' })).toBeInTheDocument();
    await waitFor(() => expect(drafts).toBe(2));
    expect(calls.calls(`POST /api/client/${CLIENT_ID}/builder-session`).length).toBeGreaterThanOrEqual(2);
  });

  it('a failed load says so and can be tried again', async () => {
    let fail = true;
    renderWithEditor(<TemplatesScreen clientId={CLIENT_ID} />, {
      api: api({ 'GET /api/templates': () => (fail ? json({ error: { code: 'x', message: 'x' } }, 500) : json({ templates: TEMPLATES })) }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('The templates could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your website uses Modern.')).toBeInTheDocument();
  });
});
