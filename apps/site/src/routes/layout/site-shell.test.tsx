// The chat widget of the site shell follows core-model's chat rule (spec §4 "Chat"), the rule the API's
// chat routes answer by: no widget where the API would refuse the conversation.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSites, site } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const sites = {
  ...demoSites(),
  talk: site('talk', { zenchat_enabled: true }),
  // The two freemium fields disagree: plan_slug says freemium, the flag does not.
  planfree: site('planfree', { zenchat_enabled: true, plan_slug: 'freemium', freemium: false }),
  flagfree: site('flagfree', { zenchat_enabled: true, plan_slug: 'business', freemium: true }),
  quiet: site('quiet', { zenchat_enabled: false }),
};

/** Lets the lazily loaded widget arrive, if it is coming. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('site shell: chat widget (spec §4 Chat)', () => {
  it('§4 chat enabled on a paid, live site: the widget is shown', async () => {
    renderSite('/', { sub: 'talk', sites });
    expect(await screen.findByRole('button', { name: 'Chat with us' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each([
    ['§4 non-freemium: plan_slug freemium with the freemium flag off', 'planfree'],
    ['§4 non-freemium: the freemium flag with a paid plan_slug', 'flagfree'],
    ['§4 chat not enabled', 'quiet'],
  ])('%s: no widget', async (_name, sub) => {
    renderSite('/', { sub, sites });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('marks its root interactive once the browser-only state (framed, hence the widget) is decided', async () => {
    const { container } = renderSite('/', { sub: 'planfree', sites });
    await screen.findByRole('heading', { level: 1 });
    // The end-to-end "no chat on a freemium site" waits on this mark instead of on a quiet network.
    await waitFor(() => expect(container.querySelector('[data-interactive]')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });
});
