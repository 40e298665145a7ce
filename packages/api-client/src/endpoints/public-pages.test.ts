import { defaultSiteData } from '@vitrina/core-model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';
import { blogApi, galleryApi, previewApi } from '@vitrina/api-client';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api', assetsBaseUrl: 'http://cdn.test/assets' };
type Store = ReturnType<typeof createTestStore>;
const post = {
  id: 1,
  slug: 'spring',
  title: 'Spring',
  summary: 'New menu',
  body: 'Ramps.',
  image_url: null,
  author: 'Dana',
  published_at: '2026-04-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public page endpoints (spec §2 gallery, blog; §7 previews)', () => {
  it.each([
    {
      name: '§2 /blog: GET {api}/client/{id}/blog → the posts',
      run: (s: Store) => s.dispatch(blogApi.endpoints.blogPosts.initiate(7)),
      reply: { posts: [{ ...post, body: undefined }] },
      url: 'http://127.0.0.1:8080/api/client/7/blog',
      data: [{ ...post, body: undefined }],
    },
    {
      name: '§2 /blog/{slug}: GET {api}/client/{id}/blog/{slug} → the post',
      run: (s: Store) => s.dispatch(blogApi.endpoints.blogPost.initiate({ clientId: 7, slug: 'spring' })),
      reply: { post },
      url: 'http://127.0.0.1:8080/api/client/7/blog/spring',
      data: post,
    },
    {
      name: '§2 /gallery: GET {api}/client/{id}/gallery → image, description and thumbnail',
      run: (s: Store) => s.dispatch(galleryApi.endpoints.gallery.initiate(7)),
      reply: { images: [{ id: 3, image: '/a.png', thumb_url: '/a-t.png', description: 'Room', ordering: 1 }] },
      url: 'http://127.0.0.1:8080/api/client/7/gallery',
      data: [{ id: 3, image: '/a.png', thumb_url: '/a-t.png', description: 'Room', ordering: 1 }],
    },
    {
      name: '§7 template data: GET {assets}/templates/{id}/json/template.json, upgraded',
      run: (s: Store) => s.dispatch(previewApi.endpoints.templateData.initiate(4)),
      reply: defaultSiteData(),
      url: 'http://cdn.test/assets/templates/4/json/template.json',
      data: defaultSiteData(),
    },
    {
      name: '§7 builder preview: GET {api}/builder/{builder_id}/data, only the §3 fields',
      run: (s: Store) => s.dispatch(previewApi.endpoints.builderData.initiate('b-1')),
      reply: { business_name: 'Joe', language_id: 2, tagline_text: 'Hi', secret: 'x' },
      url: 'http://127.0.0.1:8080/api/builder/b-1/data',
      data: expect.objectContaining({ business_name: 'Joe', language_id: 2, tagline_text: 'Hi', services_json: '' }),
    },
    {
      name: '§7 wizard preview: GET {api}/wizard/session/{id}/preview/{template_id}',
      run: (s: Store) => s.dispatch(previewApi.endpoints.wizardPreview.initiate({ wizardSessionId: 'w-1', templateId: 9 })),
      reply: defaultSiteData(),
      url: 'http://127.0.0.1:8080/api/wizard/session/w-1/preview/9',
      data: defaultSiteData(),
    },
  ])('$name', async ({ run, reply, url, data }) => {
    const { requests } = stubFetch(() => json(reply));
    const result = await run(createTestStore(config));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${url}`]);
    expect(result.data).toEqual(data);
  });

  it('a missing post is the 404 error the page reads, not data', async () => {
    stubFetch(() => json({ error: { code: 'not_found', message: 'No such post' } }, 404));
    const result = await createTestStore(config).dispatch(blogApi.endpoints.blogPost.initiate({ clientId: 1, slug: 'x' }));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 404, data: { error: { code: 'not_found' } } });
  });
});
