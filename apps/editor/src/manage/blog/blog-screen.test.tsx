// The back office's Blog screen against a fake owner blog API that pages, filters, saves and publishes like
// the real one (the shared blog contract): list paging, the address that follows the title until edited,
// publishing, the 409 on the address, and a preview that runs no script.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { BlogPostEntry } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { BlogScreen } from './blog-screen.js';

// jsdom lays nothing out: ProseMirror asks text ranges for their boxes when it scrolls the cursor into view.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const base = `/api/client/${CLIENT_ID}/blog-posts`;

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T09:30:00.000Z`;
const fakePost = (id: number, title: string, more: Partial<BlogPostEntry> = {}): BlogPostEntry => {
  const slug = more.slug ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    title,
    slug,
    excerpt: '',
    cover_image_url: null,
    status: 'draft',
    published_at: null,
    updated_at: at(id),
    path: `/blog/${slug}`,
    body: '<p>Hello</p>',
    seo_title: '',
    seo_description: '',
    ...more,
  };
};

/** Newest change first, `pageSize` a page; POST/PUT/publish/unpublish change the stored posts. */
function blogServer(posts: BlogPostEntry[], pageSize = 20) {
  let nextId = 100;
  const handlers: Record<string, Handler> = {
    [`GET ${base}`]: (request) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status') ?? 'all';
      const q = (params.get('q') ?? '').toLowerCase();
      const cursor = params.get('cursor');
      const matches = posts
        .filter((p) => status === 'all' || p.status === status)
        .filter((p) => !q || p.title.toLowerCase().includes(q) || p.slug.includes(q))
        .sort((a, b) => b.id - a.id)
        .filter((p) => cursor === null || p.id < Number(cursor));
      const page = matches.slice(0, pageSize).map(({ body: _b, seo_title: _t, seo_description: _d, ...summary }) => summary);
      return json({ posts: page, next_cursor: matches.length > pageSize ? String(page.at(-1)!.id) : null });
    },
    [`POST ${base}`]: async (request) => {
      const input = (await request.json()) as Omit<BlogPostEntry, 'id'>;
      if (posts.some((p) => p.slug === input.slug)) {
        return json({ error: { code: 'slug_taken', message: 'Another post already uses this address', field: 'slug' } }, 409);
      }
      const post = fakePost(nextId++, input.title, { ...input, status: 'draft', updated_at: at(20) });
      posts.push(post);
      return json(post, 201);
    },
  };
  // The routes of every post there is and of the next few created (mockApi copies the handlers once).
  const find = (id: number) => posts.find((p) => p.id === id);
  const missing = () => json({ error: { code: 'post_not_found', message: 'x' } }, 404);
  for (const id of [...posts.map((p) => p.id), 100, 101, 102]) {
    handlers[`GET ${base}/${id}`] = () => (find(id) ? json(find(id)) : missing());
    handlers[`PUT ${base}/${id}`] = async (request) => {
      const post = find(id);
      if (!post) return missing();
      Object.assign(post, await request.json());
      return json(post);
    };
    handlers[`POST ${base}/${id}/publish`] = () => {
      const post = find(id);
      if (!post) return missing();
      post.status = 'published';
      post.published_at ??= at(21);
      return json(post);
    };
    handlers[`POST ${base}/${id}/unpublish`] = () => {
      const post = find(id);
      if (!post) return missing();
      post.status = 'draft';
      return json(post);
    };
  }
  return handlers;
}

const sample = () => [
  fakePost(1, 'Spring menu', { status: 'published', published_at: at(1) }),
  fakePost(2, 'Terrace opening'),
  fakePost(3, 'Wine night', { status: 'published', published_at: at(3) }),
];

const rows = () => within(screen.getByRole('list', { name: /Posts|Artículos/ })).getAllByRole('listitem');

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Blog screen: the list of posts', () => {
  it('shows each post with its badge and actions; "Load more" follows the cursor and disappears on the last page', async () => {
    const { api } = renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(sample(), 2), path: '/manage/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(await screen.findByText('Wine night')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Published');
    expect(within(rows()[0]!).getByRole('link', { name: 'View on site: “Wine night”' })).toHaveAttribute('href', '/blog/wine-night');
    expect(rows()[1]).toHaveTextContent('Draft');
    expect(within(rows()[1]!).queryByRole('link', { name: /^View on site/ })).toBeNull();
    expect(within(rows()[1]!).getByRole('link', { name: 'Edit “Terrace opening”' })).toHaveAttribute('href', '/manage/blog/2');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Spring menu')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls(`GET ${base}`).map((r) => new URL(r.url).search)).toEqual([
      '?status=all&sort=updated',
      '?status=all&sort=updated&cursor=2',
    ]);
  });

  it('filters by status on the server', async () => {
    const { api } = renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(sample()), path: '/manage/blog' });
    await screen.findByText('Wine night');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'draft');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(
      api
        .calls(`GET ${base}`)
        .map((r) => new URL(r.url).search)
        .at(-1),
    ).toBe('?status=draft&sort=updated');
  });

  it('an empty blog says so, and a list that cannot be loaded offers to try again', async () => {
    const empty = renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer([]), path: '/manage/blog', lng: 'es' });
    expect(await screen.findByText('Aún no hay artículos: escribe el primero.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo artículo' })).toHaveAttribute('href', '/manage/blog/new');
    empty.unmount();

    const server = blogServer(sample());
    server[`GET ${base}`] = () => json({ error: { code: 'internal', message: 'x' } }, 500);
    renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: server, path: '/manage/blog' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The posts could not be loaded.');
  });
});

describe('Blog screen: the post form', () => {
  it('the address follows the title until the owner edits it', async () => {
    renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(sample()), path: '/manage/blog/new' });
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const slug = screen.getByRole('textbox', { name: /^Address/ });
    await user.type(title, 'Año Nuevo & cava!');
    expect(slug).toHaveValue('ano-nuevo-cava');
    expect(screen.getByText('The post will be at /blog/ano-nuevo-cava')).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'new-year');
    await user.type(title, ' Party');
    expect(slug).toHaveValue('new-year');
    expect(title).toHaveValue('Año Nuevo & cava! Party');
  });

  it('Publish on a new post creates the draft, then publishes it', async () => {
    const { api, path } = renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(sample()), path: '/manage/blog/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Summer hours');
    await user.type(screen.getByRole('textbox', { name: /^Summary/ }), 'Open late.');
    expect(screen.getByText(/Shown in the list of posts\. 10 of 300 characters\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post published. Your site shows it now.')).toBeInTheDocument();
    const created = (await api.calls(`POST ${base}`)[0]!.json()) as Record<string, unknown>;
    expect(created).toMatchObject({
      title: 'Summer hours',
      slug: 'summer-hours',
      excerpt: 'Open late.',
      published_at: null,
      cover_image_url: null,
    });
    expect(api.calls(`POST ${base}/100/publish`)).toHaveLength(1);
    await waitFor(() => expect(path()).toBe('/manage/blog/100'));
    // The editor is mounted again for /manage/blog/100: a button found in the form being replaced would be detached.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument());
  });

  it('a 409 slug_taken shows on the address field and keeps what was typed', async () => {
    renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(sample()), path: '/manage/blog/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Wine night');
    await user.type(screen.getByRole('textbox', { name: /^Summary/ }), 'Again!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const slug = screen.getByRole('textbox', { name: /^Address/ });
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription('The post will be at /blog/wine-night Another post already uses this address.');
    expect(screen.getByRole('textbox', { name: /^Summary/ })).toHaveValue('Again!');
  });

  it('Unpublish takes a published post off the site', async () => {
    const { api } = renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(sample()), path: '/manage/blog/3' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Post unpublished. It is no longer on your site.')).toBeInTheDocument();
    expect(api.calls(`POST ${base}/3/unpublish`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('the preview shows the body without its script or onerror handler', async () => {
    const posts = [
      fakePost(5, 'Tricky', {
        body: '<p>Safe <strong>text</strong></p><script>window.hacked = 1</script><img src="https://img.test/a.png" onerror="window.hacked = 2" alt="A">',
      }),
    ];
    renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(posts), path: '/manage/blog/5' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview' });
    expect(within(dialog).getByRole('heading', { name: 'Tricky' })).toBeInTheDocument();
    const body = within(dialog).getByTestId('blog-preview-body');
    expect(body.innerHTML).toBe('<p>Safe <strong>text</strong></p><img src="https://img.test/a.png" alt="A">');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
  });

  it('the toolbar says which formats apply; a link refuses javascript: and takes https', async () => {
    renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(sample()), path: '/manage/blog/2' });
    const user = userEvent.setup();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));

    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Link address' }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    expect(await within(dialog).findByText('Enter an address that starts with https://, http:// or mailto:.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Link address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link address' }), 'https://wine.test/list');
    await user.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = screen.getByRole('textbox', { name: 'Text' });
    expect(body.querySelector('a')).toHaveAttribute('href', 'https://wine.test/list');
    expect(body.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('Delete asks first, then removes the post and goes back to the list', async () => {
    const { api, path } = renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, {
      api: { ...blogServer(sample()), [`DELETE ${base}/2`]: () => new Response(null, { status: 204 }) },
      path: '/manage/blog/2',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('“Terrace opening” will be removed from your site for good.');
    expect(api.calls(`DELETE ${base}/2`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(path()).toBe('/manage/blog'));
    expect(api.calls(`DELETE ${base}/2`)).toHaveLength(1);
    expect(await screen.findByText('Post deleted.')).toBeInTheDocument();
  });

  it('400 field messages show on their fields; a plan without the blog says so in a toast', async () => {
    const server = blogServer(sample());
    let answer = json({ error: { code: 'invalid_request', message: 'x', fields: { excerpt: 'validation:invalid.tooLong' } } }, 400);
    server[`PUT ${base}/2`] = () => answer;
    renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: server, path: '/manage/blog/2', lng: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar borrador' }));
    const excerpt = screen.getByRole('textbox', { name: 'Resumen' });
    await waitFor(() => expect(excerpt).toHaveAttribute('aria-invalid', 'true'));
    expect(await screen.findByText('Algunos campos necesitan tu atención. No se guardó nada.')).toBeInTheDocument();
    answer = json({ error: { code: 'feature_disabled', message: 'The blog has been disabled for this plan' } }, 403);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('El blog se ha desactivado para este plan.')).toBeInTheDocument();
  });

  it.each(['en', 'es'] as const)('has no axe violations: list and form (%s)', async (lng) => {
    const list = renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(sample()), path: '/manage/blog', lng });
    await screen.findByText('Wine night');
    let violations: string[] = [];
    await act(async () => {
      violations = await axeViolations(list.container);
    });
    expect(violations).toEqual([]);
    list.unmount();

    const form = renderWithEditor(<BlogScreen clientId={CLIENT_ID} />, { api: blogServer(sample()), path: '/manage/blog/3', lng });
    await screen.findByRole('toolbar');
    await act(async () => {
      violations = await axeViolations(form.container);
    });
    expect(violations).toEqual([]);
  });
});
