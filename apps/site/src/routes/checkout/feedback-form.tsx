// The feedback form of /commerce/order/{uuid}/feedback: a 1–5 star rating as a native radio group (arrow
// keys move and choose; the legend names it) and a required comment, checked by validation's feedbackSchema
// — the schema the API runs — so an empty comment says §5 "This information is required".
import { FEEDBACK_RATINGS, feedbackSchema } from '@vitrina/validation';
import type { FeedbackInput, HeldAsText } from '@vitrina/validation';
import { Button, FocusFirstError, TextField } from '@vitrina/ui-kit';
import { Field, Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';

/** The feedback the API takes (validation's FeedbackInput), the rating '' until a star is chosen (radio values are text). */
export type FeedbackFormValues = HeldAsText<FeedbackInput, 'rating'>;

export interface FeedbackFormProps {
  onSubmit: (values: FeedbackInput, helpers: FormikHelpers<FeedbackFormValues>) => Promise<void>;
  /** A message for the whole form (a failed send), announced. */
  formError: string | null;
}

function RatingGroup() {
  const { t } = useTranslation(['commerce', 'validation']);
  const { values, errors, touched, submitCount } = useFormikContext<FeedbackFormValues>();
  const error = (touched.rating || submitCount > 0) && errors.rating ? t(errors.rating as 'validation:feedback.rating') : null;
  const chosen = Number(values.rating) || 0;
  return (
    <fieldset
      className={['site-feedback__stars', error && 'site-feedback__stars--invalid'].filter(Boolean).join(' ')}
      aria-describedby={error ? 'feedback-rating-error' : undefined}
    >
      <legend className="vk-field__label">
        {t('commerce:feedback.rating')}
        <span className="vk-field__required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="site-feedback__star-row">
        {FEEDBACK_RATINGS.map((n, index) => (
          <label key={n} className={n <= chosen ? 'site-feedback__star site-feedback__star--on' : 'site-feedback__star'}>
            <Field
              type="radio"
              name="rating"
              value={String(n)}
              className="site-feedback__radio"
              required
              // Only the first radio carries the error for the focus: a group is one stop in the tab order.
              aria-invalid={error && (chosen === 0 ? index === 0 : n === chosen) ? true : undefined}
            />
            <span aria-hidden="true" className="site-feedback__glyph">
              ★
            </span>
            <span className="vk-visually-hidden">{t('commerce:feedback.stars', { count: n })}</span>
          </label>
        ))}
      </div>
      <p id="feedback-rating-error" className="vk-field__error" role="alert">
        {error}
      </p>
    </fieldset>
  );
}

export function FeedbackForm({ onSubmit, formError }: FeedbackFormProps) {
  const { t } = useTranslation(['commerce']);
  return (
    <Formik<FeedbackFormValues>
      initialValues={{ rating: '', comment: '' }}
      validationSchema={feedbackSchema}
      onSubmit={async (values, helpers) => {
        const cast = feedbackSchema.cast(values);
        await onSubmit({ rating: cast.rating, comment: cast.comment }, helpers);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="site-feedback__form" aria-labelledby="feedback-title">
          <RatingGroup />
          <TextField name="comment" label={t('commerce:feedback.comment')} required multiline rows={5} />
          <p className="site-feedback__form-error" role="alert">
            {formError}
          </p>
          <FocusFirstError formSelector=".site-feedback__form" />
          <Button type="submit" className="site-checkout__submit" loading={isSubmitting}>
            {t('commerce:feedback.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
