import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { EditorFrame, frameServices, frameStore } from '../../testing/editor-frame.js';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { storyAuth } from '../../testing/story-auth.js';
import { BlogPostEditor } from './blog-post-editor.js';
import { BlogScreen } from './blog-screen.js';

const base = '/api/client/11/blog-posts';
const summary = (id: number, title: string, status: 'draft' | 'published', day: number) => {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const at = `2025-03-${String(day).padStart(2, '0')}T09:30:00.000Z`;
  return {
    id,
    title,
    slug,
    excerpt: '',
    cover_image_url: null,
    status,
    published_at: status === 'published' ? at : null,
    updated_at: at,
    path: `/blog/${slug}`,
  };
};
const posts = [
  summary(4, 'Our spring menu is here', 'published', 12),
  summary(3, 'Terrace opening: dates and hours', 'draft', 10),
  summary(2, 'Wine night with the Rioja growers', 'published', 6),
  summary(1, 'Meet our new chef', 'published', 2),
];
const entry = {
  ...posts[0]!,
  excerpt: 'Asparagus, peas and the first strawberries: what is new on the table this spring.',
  body: '<h2>Fresh from the market</h2><p>Our <strong>spring menu</strong> brings <em>asparagus</em>, peas and the first strawberries.</p><ul><li>Asparagus with romesco</li><li>Pea and mint soup</li></ul><blockquote><p>The best menu we have had.</p></blockquote><p>Book on <a href="https://bistro.test/book">our site</a>.</p>',
  seo_title: 'Spring menu at Bistro Verde',
  seo_description: 'What is new on the table this spring.',
};

/** The list's call never answers: the screen stays on its loading state. */
function PendingFrame({ children }: { children: ReactNode }) {
  const store = useMemo(
    () =>
      frameStore({ apiBaseUrl: '/api', getToken: () => storyAuth.accessToken(), fetchFn: () => new Promise<Response>(() => undefined) }),
    [],
  );
  return (
    <EditorFrame store={store} services={frameServices(storyAuth)}>
      <MemoryRouter initialEntries={['/manage/blog']}>{children}</MemoryRouter>
    </EditorFrame>
  );
}

const withPendingList: Decorator = (Story) => <PendingFrame>{Story()}</PendingFrame>;

const meta: Meta<typeof BlogScreen> = {
  title: 'Back office/Blog',
  component: BlogScreen,
  args: { clientId: 11 },
};

export default meta;
type Story = StoryObj<typeof BlogScreen>;

export const ListLoaded: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { posts, next_cursor: null } })],
};

export const ListEmpty: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { posts: [], next_cursor: null } })],
};

export const ListLoading: Story = { decorators: [withPendingList] };

export const ListFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: FAILED_ANSWER })],
};

export const NewPost: Story = {
  render: () => <BlogPostEditor clientId={11} id={null} />,
  decorators: [withStoryRoutes({})],
};

export const EditingPost: Story = {
  render: () => <BlogPostEditor clientId={11} id={4} />,
  decorators: [
    withStoryRoutes({
      [`GET ${base}/4`]: entry,
      [`PUT ${base}/4`]: entry,
      [`POST ${base}/4/unpublish`]: { ...entry, status: 'draft' },
    }),
  ],
};

/** Saving answers 409: the address is taken, and the message shows on the address field. */
export const ServerError: Story = {
  render: () => <BlogPostEditor clientId={11} id={4} />,
  decorators: [
    withStoryRoutes({
      [`GET ${base}/4`]: entry,
      [`PUT ${base}/4`]: new Response(
        JSON.stringify({ error: { code: 'slug_taken', message: 'Another post already uses this address', field: 'slug' } }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    }),
  ],
};
