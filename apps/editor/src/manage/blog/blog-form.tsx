// The Blog screen's post form (new and edit): title, the address derived from it with core-model `slugify`
// until the owner edits it, cover image (the editor's upload path), the rich-text body, summary, search-engine
// title and description with character counts, and the publish date (not in the future). Checked with the
// API's own schema (validation blogPostSchema); a refused save keeps everything typed and shows the server's
// messages on their fields (409 slug_taken on the address), anything else as a toast.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useCreateBlogPostMutation,
  useDeleteBlogPostMutation,
  usePublishBlogPostMutation,
  useUnpublishBlogPostMutation,
  useUpdateBlogPostMutation,
} from '@vitrina/api-client/back-office';
import type { BlogPostEntry } from '@vitrina/api-client/back-office';
import { Button, TextField, useToast } from '@vitrina/ui-kit';
import {
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_SEO_DESCRIPTION_MAX_LENGTH,
  BLOG_SEO_TITLE_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  blogPostSchema,
} from '@vitrina/validation';
import { FieldGroup, RemoveButton, ResourceForm, SlugField, deletionTexts, refusalOf } from '../kit/index.js';
import type { ResourceFormTexts } from '../kit/index.js';
import { EMPTY_POST, formValuesOf, localDay, postInputOf, slugFollowsTitle } from './blog-form-values.js';
import { BLOG_PATH, postPath } from './blog-paths.js';
import { BlogPreview } from './blog-preview.js';
import { CoverImageField } from './cover-image-field.js';
import { RichTextEditor } from './rich-text-editor.js';

export interface BlogFormProps {
  clientId: number;
  /** The post being edited; null for a new one. */
  post: BlogPostEntry | null;
}

type Intent = 'save' | 'publish';

/** The API names the publish date `published_at`; the form's date field is `published_on`. */
const FIELD_NAMES = { published_at: 'published_on' } as const;

/** The text fields whose hint counts the characters typed against their limit: their label key and limit. */
const COUNTED = {
  excerpt: ['excerpt', BLOG_EXCERPT_MAX_LENGTH],
  seo_title: ['seoTitle', BLOG_SEO_TITLE_MAX_LENGTH],
  seo_description: ['seoDescription', BLOG_SEO_DESCRIPTION_MAX_LENGTH],
} as const;

function CountedField({ name, length, multiline = false }: { name: keyof typeof COUNTED; length: number; multiline?: boolean }) {
  const { t } = useTranslation(['manage']);
  const [key, max] = COUNTED[name];
  return (
    <TextField
      name={name}
      label={t(`manage:blog.form.${key}`)}
      hint={t(`manage:blog.form.${key}Hint`, { n: length, max })}
      {...(multiline ? { multiline: true, rows: 3 } : {})}
    />
  );
}

export function BlogForm({ clientId, post }: BlogFormProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useCreateBlogPostMutation();
  const [update] = useUpdateBlogPostMutation();
  const [publishPost] = usePublishBlogPostMutation();
  const [unpublishPost] = useUnpublishBlogPostMutation();
  const [remove] = useDeleteBlogPostMutation();
  const [initialBody] = useState(() => (post ? formValuesOf(post) : EMPTY_POST).body);
  const [slugEdited, setSlugEdited] = useState(
    () => post?.status === 'published' || !slugFollowsTitle(post ? formValuesOf(post) : EMPTY_POST),
  );
  const [previewing, setPreviewing] = useState(false);
  const [toggling, setToggling] = useState(false);
  /** What the next submit asks (the Publish button sets it); `asked` is what the running one asked. */
  const intent = useRef<Intent>('save');
  const asked = useRef<Intent>('save');
  const today = localDay(new Date());

  const texts: ResourceFormTexts = {
    saved: () => t(asked.current === 'publish' ? 'manage:blog.form.published' : 'manage:blog.form.saved'),
    refusals: {
      slugTaken: 'manage:blog.form.slugTaken',
      fields: 'manage:blog.form.invalid',
      featureDisabled: 'manage:blog.form.featureDisabled',
      freemium: 'manage:blog.form.freemium',
      network: 'errors:network',
      other: 'manage:blog.form.saveFailed',
    },
  };

  async function save(input: ReturnType<typeof postInputOf>, current: BlogPostEntry | null, keep: (post: BlogPostEntry) => void) {
    asked.current = intent.current;
    intent.current = 'save';
    const saved = current
      ? await update({ clientId, postId: current.id, ...input }).unwrap()
      : await create({ clientId, ...input }).unwrap();
    keep(saved);
    return asked.current === 'publish' ? publishPost({ clientId, postId: saved.id }).unwrap() : saved;
  }

  async function unpublish(stored: BlogPostEntry, replace: (post: BlogPostEntry) => void) {
    setToggling(true);
    try {
      replace(await unpublishPost({ clientId, postId: stored.id }).unwrap());
      toast.success(t('manage:blog.form.unpublished'));
    } catch (error) {
      toast.error(t(refusalOf(error).kind === 'network' ? 'errors:network' : 'manage:blog.form.saveFailed'));
    } finally {
      setToggling(false);
    }
  }

  return (
    <ResourceForm
      record={post}
      valuesOf={formValuesOf}
      empty={() => EMPTY_POST}
      inputOf={postInputOf}
      schema={blogPostSchema}
      save={save}
      onSaved={(saved) => {
        setSlugEdited(saved.status === 'published' || !slugFollowsTitle(formValuesOf(saved)));
      }}
      onCreated={(saved) => void navigate(postPath(saved.id), { replace: true, state: { post: saved } })}
      texts={texts}
      fieldNames={FIELD_NAMES}
      className="vbl-form"
      labelledBy="vbl-title"
      guardLeave
    >
      {({ values, isSubmitting, submitForm, setFieldValue, setFieldTouched }, stored, replace) => {
        const published = stored?.status === 'published';
        return (
          <>
            <p className="vbl-form__state">
              <span className={['vbl-badge', !published && 'vbl-badge--muted'].filter(Boolean).join(' ')}>
                {t(published ? 'manage:blog.badges.published' : 'manage:blog.badges.draft')}
              </span>{' '}
              {t(published ? 'manage:blog.form.state.published' : 'manage:blog.form.state.draft')}
            </p>
            <FieldGroup legend={t('manage:blog.form.content')}>
              <TextField name="title" label={t('manage:blog.form.title')} required maxLength={BLOG_TITLE_MAX_LENGTH} />
              <SlugField
                label={t('manage:blog.form.slug')}
                hint={t('manage:blog.form.slugHint', { path: `/blog/${values.slug}` })}
                required
                follow={!slugEdited}
                onEdit={() => setSlugEdited(true)}
                from="title"
              />
              <CoverImageField clientId={clientId} />
              <RichTextEditor
                initialValue={initialBody}
                label={t('manage:blog.form.body')}
                clientId={clientId}
                onChange={(html) => void setFieldValue('body', html, false)}
                onBlur={() => void setFieldTouched('body', true, false)}
              />
              <CountedField name="excerpt" length={values.excerpt.length} multiline />
            </FieldGroup>
            <FieldGroup legend={t('manage:blog.form.seo')}>
              <CountedField name="seo_title" length={values.seo_title.length} />
              <CountedField name="seo_description" length={values.seo_description.length} multiline />
            </FieldGroup>
            <FieldGroup legend={t('manage:blog.form.publishing')}>
              <TextField
                name="published_on"
                type="date"
                max={today}
                label={t('manage:blog.form.publishedAt')}
                hint={t('manage:blog.form.publishedAtHint')}
                className="vbl-form__date"
              />
            </FieldGroup>
            <div className="vbl-form__actions">
              <Button type="submit" variant="secondary" loading={isSubmitting} onClick={() => (intent.current = 'save')}>
                {t(published ? 'manage:blog.form.saveChanges' : 'manage:blog.form.saveDraft')}
              </Button>
              {published ? (
                <Button
                  type="button"
                  variant="secondary"
                  loading={toggling}
                  onClick={() => {
                    if (stored) void unpublish(stored, replace);
                  }}
                >
                  {t('manage:blog.form.unpublish')}
                </Button>
              ) : (
                <Button
                  type="button"
                  loading={isSubmitting}
                  onClick={() => {
                    intent.current = 'publish';
                    void submitForm();
                  }}
                >
                  {t('manage:blog.form.publish')}
                </Button>
              )}
              <Button type="button" variant="secondary" onClick={() => setPreviewing(true)}>
                {t('manage:blog.form.preview')}
              </Button>
              {stored ? (
                <RemoveButton
                  label={t('manage:blog.form.delete')}
                  texts={deletionTexts(t, 'blog.form', { title: stored.title || t('manage:blog.untitled') })}
                  remove={() => remove({ clientId, postId: stored.id }).unwrap()}
                  then={BLOG_PATH}
                />
              ) : null}
            </div>
            <BlogPreview
              open={previewing}
              onClose={() => setPreviewing(false)}
              title={values.title}
              body={values.body}
              coverImageUrl={values.cover_image_url}
              publishedAt={postInputOf(values, stored).published_at ?? stored?.published_at ?? null}
            />
          </>
        );
      }}
    </ResourceForm>
  );
}
