// The editor's chrome around the site (spec §2): the toolbar, the configuration panel of /admin, the
// freemium notice, and /gallery/admin's gallery management — to see the one look at 375 px and on desktop.
import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { EditorSession } from '../entry/run-entry.js';
import { EditorSessionContext } from '../entry/editor-session.js';
import { EditorFrame, frameServices, frameStore } from '../testing/editor-frame.js';
import { bistroDraft, editorConfig, ownerUser } from '../testing/fixtures.js';
import { storyAuth } from '../testing/story-auth.js';
import { EditorPage } from './editor-page.js';

const images = [
  { id: 1, image: '/story-assets/photo.svg', thumb_url: '/story-assets/photo.svg', description: 'Our terrace' },
  { id: 2, image: '/story-assets/logo.svg', thumb_url: '/story-assets/logo.svg', description: 'The kitchen team' },
];

// The leave guard blocks navigation, which needs a data router (StoryEditor's memory router is not one).
const galleryFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  return url.pathname === '/api/client/11/gallery'
    ? new Response(JSON.stringify({ images }), { headers: { 'content-type': 'application/json' } })
    : new Response(JSON.stringify({ error: { code: 'not_found', message: 'story' } }), { status: 404 });
};

function EditorPageStory({ withConfigPanel, freemium }: { withConfigPanel: boolean; freemium: boolean }) {
  const draft = useMemo(() => bistroDraft(), []);
  const store = useMemo(
    () => frameStore({ apiBaseUrl: '/api', getToken: () => storyAuth.accessToken(), fetchFn: galleryFetch, draft, readOnly: freemium }),
    [draft, freemium],
  );
  const services = useMemo(() => frameServices(storyAuth), []);
  const session: EditorSession = {
    config: editorConfig,
    host: 'bistro.localhost',
    user: ownerUser,
    employee: { role_id: 1, language_id: 1 },
    locale: 'en',
    site: draft.data,
    freemium,
    draft,
  };
  const page = (
    <EditorSessionContext.Provider value={session}>
      <EditorPage withConfigPanel={withConfigPanel} />
    </EditorSessionContext.Provider>
  );
  const router = useMemo(
    () => createMemoryRouter([{ path: '*', element: page }], { initialEntries: [withConfigPanel ? '/admin' : '/gallery/admin'] }),
    // The page is rebuilt with the arguments; the router follows them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [withConfigPanel, freemium],
  );
  return (
    <EditorFrame store={store} services={services}>
      <RouterProvider router={router} />
    </EditorFrame>
  );
}

const meta: Meta<typeof EditorPageStory> = {
  title: 'Editor/Editor page',
  component: EditorPageStory,
  args: { withConfigPanel: true, freemium: false },
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj<typeof EditorPageStory>;

export const SiteEditor: Story = {};
export const Freemium: Story = { args: { freemium: true } };
export const GalleryEditor: Story = { args: { withConfigPanel: false } };
