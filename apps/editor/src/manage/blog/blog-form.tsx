// The Blog screen's post form (new and edit): title, the address derived from it with core-model `slugify`
// until the owner edits it, cover image (the editor's upload path), the rich-text body, summary, search-engine
// title and description with character counts, and the publish date (not in the future). Checked with the
// API's own schema (validation blogPostSchema); a refused save keeps everything typed and shows the server's
// messages on their fields (409 slug_taken on the address), anything else as a toast.
import { Form, Formik, useFormikContext, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useCreateBlogPostMutation,
  usePublishBlogPostMutation,
  useUnpublishBlogPostMutation,
  useUpdateBlogPostMutation,
} from '@vitrina/api-client/back-office';
import type { BlogPostEntry } from '@vitrina/api-client/back-office';
import { slugify } from '@vitrina/core-model';
import { Button, FocusFirstError, TextField, useToast } from '@vitrina/ui-kit';
import {
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_SEO_DESCRIPTION_MAX_LENGTH,
  BLOG_SEO_TITLE_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  blogPostSchema,
} from '@vitrina/validation';
import { blogFailureOf } from './blog-errors.js';
import { EMPTY_POST, formValuesOf, localDay, postInputOf, slugFollowsTitle } from './blog-form-values.js';
import type { BlogFormValues } from './blog-form-values.js';
import { BLOG_PATH, postPath } from './blog-paths.js';
import { BlogPreview } from './blog-preview.js';
import { CoverImageField } from './cover-image-field.js';
import { DeletePostDialog } from './delete-post-dialog.js';
import { RichTextEditor } from './rich-text-editor.js';

export interface BlogFormProps {
  clientId: number;
  /** The post being edited; null for a new one. */
  post: BlogPostEntry | null;
}

type Intent = 'save' | 'publish';

/** Fills the address from the title until the owner types in the address field. */
function DeriveSlug({ follow }: { follow: boolean }) {
  const { values, setFieldValue } = useFormikContext<BlogFormValues>();
  useEffect(() => {
    if (follow) void setFieldValue('slug', slugify(values.title), false);
  }, [follow, values.title, setFieldValue]);
  return null;
}

/** Closing the tab or reloading with unsaved changes asks first. */
function LeaveGuard() {
  const { dirty } = useFormikContext();
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return null;
}

export function BlogForm({ clientId, post }: BlogFormProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useCreateBlogPostMutation();
  const [update] = useUpdateBlogPostMutation();
  const [publishPost] = usePublishBlogPostMutation();
  const [unpublishPost] = useUnpublishBlogPostMutation();
  const [stored, setStored] = useState<BlogPostEntry | null>(post);
  const initialValues = post ? formValuesOf(post) : EMPTY_POST;
  const [slugEdited, setSlugEdited] = useState(() => post?.status === 'published' || !slugFollowsTitle(initialValues));
  const [previewing, setPreviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [toggling, setToggling] = useState(false);
  const intent = useRef<Intent>('save');
  const published = stored?.status === 'published';
  const today = localDay(new Date());

  async function validate(values: BlogFormValues): Promise<FormikErrors<BlogFormValues>> {
    try {
      await blogPostSchema.validate(postInputOf(values, stored), { abortEarly: false });
      return {};
    } catch (error) {
      const { published_at, ...errors } = yupToFormErrors<Record<string, unknown>>(error) as Record<string, string | undefined>;
      return { ...errors, ...(published_at ? { published_on: published_at } : {}) } as FormikErrors<BlogFormValues>;
    }
  }

  function refused(
    error: unknown,
    helpers: Pick<FormikHelpers<BlogFormValues>, 'setFieldError' | 'setFieldTouched' | 'setErrors' | 'setTouched'>,
  ) {
    const failure = blogFailureOf(error);
    if (failure.kind === 'slugTaken') {
      void helpers.setFieldTouched('slug', true, false);
      helpers.setFieldError('slug', 'manage:blog.form.slugTaken');
      toast.error(t('manage:blog.form.slugTaken'));
      return;
    }
    if (failure.kind === 'fields') {
      void helpers.setTouched(Object.fromEntries(Object.keys(failure.fields).map((k) => [k, true])), false);
      helpers.setErrors(failure.fields);
    }
    const message = {
      fields: 'manage:blog.form.invalid',
      featureDisabled: 'manage:blog.form.featureDisabled',
      freemium: 'manage:blog.form.freemium',
      network: 'errors:network',
      other: 'manage:blog.form.saveFailed',
    } as const;
    toast.error(t(message[failure.kind]));
  }

  async function submit(values: BlogFormValues, helpers: FormikHelpers<BlogFormValues>) {
    const input = postInputOf(values, stored);
    const publish = intent.current === 'publish';
    intent.current = 'save';
    let saved = stored;
    try {
      saved = stored ? await update({ clientId, postId: stored.id, ...input }).unwrap() : await create({ clientId, ...input }).unwrap();
      setStored(saved);
      if (publish) saved = await publishPost({ clientId, postId: saved.id }).unwrap();
      setStored(saved);
      helpers.resetForm({ values: formValuesOf(saved) });
      setSlugEdited(saved.status === 'published' || !slugFollowsTitle(formValuesOf(saved)));
      toast.success(t(publish ? 'manage:blog.form.published' : 'manage:blog.form.saved'));
      if (!post) void navigate(postPath(saved.id), { replace: true, state: { post: saved } });
    } catch (error) {
      // A new post that was created before the publish failed is kept as the draft it now is.
      if (!post && saved) void navigate(postPath(saved.id), { replace: true, state: { post: saved } });
      refused(error, helpers);
    }
  }

  async function unpublish() {
    if (!stored) return;
    setToggling(true);
    try {
      setStored(await unpublishPost({ clientId, postId: stored.id }).unwrap());
      toast.success(t('manage:blog.form.unpublished'));
    } catch (error) {
      const failure = blogFailureOf(error);
      toast.error(t(failure.kind === 'network' ? 'errors:network' : 'manage:blog.form.saveFailed'));
    } finally {
      setToggling(false);
    }
  }

  return (
    <Formik<BlogFormValues> initialValues={initialValues} validate={validate} validateOnChange={false} onSubmit={submit}>
      {({ values, isSubmitting, submitForm, setFieldValue, setFieldTouched }) => (
        <Form noValidate className="vbl-form" aria-labelledby="vbl-title">
          <DeriveSlug follow={!slugEdited} />
          <FocusFirstError formSelector=".vbl-form" />
          <LeaveGuard />
          <p className="vbl-form__state">
            <span className={['vbl-badge', !published && 'vbl-badge--muted'].filter(Boolean).join(' ')}>
              {t(published ? 'manage:blog.badges.published' : 'manage:blog.badges.draft')}
            </span>{' '}
            {t(published ? 'manage:blog.form.state.published' : 'manage:blog.form.state.draft')}
          </p>
          <fieldset className="vbl-form__group">
            <legend>{t('manage:blog.form.content')}</legend>
            <TextField name="title" label={t('manage:blog.form.title')} required maxLength={BLOG_TITLE_MAX_LENGTH} />
            <TextField
              name="slug"
              label={t('manage:blog.form.slug')}
              hint={t('manage:blog.form.slugHint', { path: `/blog/${values.slug}` })}
              required
              maxLength={80}
              autoCapitalize="none"
              spellCheck={false}
              onInput={() => setSlugEdited(true)}
            />
            <CoverImageField clientId={clientId} />
            <RichTextEditor
              initialValue={initialValues.body}
              label={t('manage:blog.form.body')}
              clientId={clientId}
              onChange={(html) => void setFieldValue('body', html, false)}
              onBlur={() => void setFieldTouched('body', true, false)}
            />
            <TextField
              name="excerpt"
              label={t('manage:blog.form.excerpt')}
              hint={t('manage:blog.form.excerptHint', { n: values.excerpt.length, max: BLOG_EXCERPT_MAX_LENGTH })}
              multiline
              rows={3}
            />
          </fieldset>
          <fieldset className="vbl-form__group">
            <legend>{t('manage:blog.form.seo')}</legend>
            <TextField
              name="seo_title"
              label={t('manage:blog.form.seoTitle')}
              hint={t('manage:blog.form.seoTitleHint', { n: values.seo_title.length, max: BLOG_SEO_TITLE_MAX_LENGTH })}
            />
            <TextField
              name="seo_description"
              label={t('manage:blog.form.seoDescription')}
              hint={t('manage:blog.form.seoDescriptionHint', { n: values.seo_description.length, max: BLOG_SEO_DESCRIPTION_MAX_LENGTH })}
              multiline
              rows={3}
            />
          </fieldset>
          <fieldset className="vbl-form__group">
            <legend>{t('manage:blog.form.publishing')}</legend>
            <TextField
              name="published_on"
              type="date"
              max={today}
              label={t('manage:blog.form.publishedAt')}
              hint={t('manage:blog.form.publishedAtHint')}
              className="vbl-form__date"
            />
          </fieldset>
          <div className="vbl-form__actions">
            <Button type="submit" variant="secondary" loading={isSubmitting} onClick={() => (intent.current = 'save')}>
              {t(published ? 'manage:blog.form.saveChanges' : 'manage:blog.form.saveDraft')}
            </Button>
            {published ? (
              <Button type="button" variant="secondary" loading={toggling} onClick={() => void unpublish()}>
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
              <Button type="button" variant="danger" className="vbl-form__delete" onClick={() => setDeleting(true)}>
                {t('manage:blog.form.delete')}
              </Button>
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
          {deleting && stored ? (
            <DeletePostDialog
              clientId={clientId}
              post={stored}
              onCancel={() => setDeleting(false)}
              onDeleted={() => void navigate(BLOG_PATH)}
            />
          ) : null}
        </Form>
      )}
    </Formik>
  );
}
