// The way from the back office's Messages screen to the visitors' chat: shown when chat is available for the
// business (the rule of spec §4 "Chat" the site and the API follow), a sentence why not otherwise.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { defaultClient } from '@vitrina/core-model';
import type { ChatClient } from '@vitrina/core-model';
import { json } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { ChatInboxLink } from './chat-inbox-link.js';

// Another business than the editor's draft: the inbox must ask for the one it is given.
const clientId = 42;
const live = defaultClient({ id: clientId, name: 'Salón Lucía', plan_slug: 'business', zenchat_enabled: true, is_active: 1 });
const conversations = [
  {
    id: 'c1',
    name: 'Ana Ruiz',
    email: 'ana@example.test',
    created_at: '2025-03-02T09:00:00.000Z',
    last_message_at: '2025-03-02T09:05:00.000Z',
    last_message: { author: 'visitor', body: 'Do you have a table for two?' },
  },
];
const api = { [`GET /api/client/${clientId}/chat/conversations`]: () => json({ conversations }) };

describe('Messages → chat conversations (back office)', () => {
  it("the owner opens the visitors' chat inbox of the business from the Messages screen", async () => {
    const user = userEvent.setup();
    const { container } = renderWithEditor(<ChatInboxLink clientId={clientId} client={live} />, { api });
    expect(screen.getByText('Visitors can also chat with you from your site.')).toBeInTheDocument();
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Chat conversations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    const list = await within(dialog).findByRole('list', { name: 'Conversations' });
    expect(list).toHaveTextContent('Ana Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, Partial<ChatClient>, string]>([
    ['freemium', { plan_slug: 'freemium', freemium: true }, 'El chat con visitantes viene con el plan Business.'],
    [
      'chat turned off',
      { zenchat_enabled: false },
      'El chat está desactivado en tu sitio. Actívalo en la configuración del sitio del editor.',
    ],
    ['site not live', { is_active: 0 }, 'Tu sitio no está publicado, así que los visitantes no pueden chatear contigo.'],
  ])('%s: no button, one sentence why (in the interface language)', (_name, overrides, sentence) => {
    renderWithEditor(<ChatInboxLink clientId={clientId} client={{ ...live, ...overrides }} />, { api, lng: 'es' });
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
