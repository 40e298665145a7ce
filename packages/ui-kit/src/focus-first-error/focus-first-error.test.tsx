import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { Field, Form, Formik, useField } from 'formik';
import type { FormikHelpers } from 'formik';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { FocusFirstError, TextField } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

const REQUIRED = VALIDATION_MESSAGES.required.firstName;
const schema = object({ first: string().required(REQUIRED), second: string().required(REQUIRED), third: string().required(REQUIRED) });

type Values = { first: string; second: string; third: string };

function ThreeFields({
  initial = { first: 'Ana', second: '', third: '' },
  validateOnChange,
  onSubmit = () => {},
  children,
}: {
  initial?: Values;
  validateOnChange?: boolean;
  onSubmit?: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<void>;
  children?: ReactNode;
}) {
  return (
    <Formik initialValues={initial} validationSchema={schema} validateOnChange={validateOnChange} onSubmit={onSubmit}>
      <Form className="the-form" noValidate>
        <TextField name="first" label="First" />
        {children}
        <TextField name="second" label="Second" />
        <TextField name="third" label="Third" />
        <FocusFirstError formSelector=".the-form" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send' });

describe('FocusFirstError', () => {
  it('after a refused submit, the first invalid field of the form in document order takes the focus', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ThreeFields />);
    await user.click(send());
    await waitFor(() => expect(field('Second')).toHaveFocus());
  });

  it('does nothing before the first submit, even when fields show their errors', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ThreeFields />);
    await user.click(field('Second'));
    await user.tab();
    await user.tab();
    expect(field('Second')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Third')).toHaveAttribute('aria-invalid', 'true');
    expect(send()).toHaveFocus();
  });

  it('does nothing when the submit passes', async () => {
    const user = userEvent.setup();
    let sent = 0;
    renderWithI18n(<ThreeFields initial={{ first: 'Ana', second: 'B', third: 'C' }} onSubmit={() => void sent++} />);
    await user.click(send());
    await waitFor(() => expect(sent).toBe(1));
    expect(send()).toHaveFocus();
  });

  it('every refused submit focuses again, after the person moved elsewhere', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ThreeFields />);
    await user.click(send());
    await waitFor(() => expect(field('Second')).toHaveFocus());
    await user.type(field('Second'), 'B');
    await user.click(send());
    await waitFor(() => expect(field('Third')).toHaveFocus());
    await user.click(field('First'));
    await user.click(send());
    await waitFor(() => expect(field('Third')).toHaveFocus());
  });

  it('a field that turns invalid again while the person edits does not pull the focus back', async () => {
    const user = userEvent.setup();
    // Validated on blur only, as the blog and staff forms are: leaving a field re-validates the form.
    renderWithI18n(<ThreeFields initial={{ first: 'Ana', second: '', third: 'C' }} validateOnChange={false} />);
    await user.click(send());
    await waitFor(() => expect(field('Second')).toHaveFocus());
    await user.type(field('Second'), 'B');
    await user.tab();
    await user.clear(field('Second'));
    await user.click(field('Third'));
    await waitFor(() => expect(field('Second')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Third')).toHaveFocus();
  });

  it("the server's field messages set while the submit runs move the focus too", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <ThreeFields
        initial={{ first: 'Ana', second: 'B', third: 'C' }}
        onSubmit={async (_values, helpers) => {
          await Promise.resolve();
          helpers.setErrors({ third: VALIDATION_MESSAGES.required.email });
        }}
      />,
    );
    await user.click(send());
    await waitFor(() => expect(field('Third')).toHaveFocus());
  });

  it('skips an invalid control that is hidden or disabled', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <ThreeFields>
        <div hidden>
          <input aria-label="Hidden" aria-invalid="true" />
        </div>
        <div style={{ display: 'none' }}>
          <input aria-label="Not displayed" aria-invalid="true" />
        </div>
        <input aria-label="Disabled" aria-invalid="true" disabled />
        <span aria-invalid="true">not focusable</span>
      </ThreeFields>,
    );
    await user.click(send());
    await waitFor(() => expect(field('Second')).toHaveFocus());
  });

  it("a radio group is entered at its checked radio, else at the radio carrying the group's error", async () => {
    function Stars() {
      const [, meta] = useField('rating');
      const invalid = meta.touched && meta.error ? true : undefined;
      return (
        <fieldset>
          <legend>Rating</legend>
          {['1', '2', '3'].map((n, index) => (
            <label key={n}>
              {/* As the feedback and choice fields do: only the first radio carries the error. */}
              <Field type="radio" name="rating" value={n} aria-invalid={invalid && index === 0 ? true : undefined} />
              {`${n} stars`}
            </label>
          ))}
        </fieldset>
      );
    }
    const user = userEvent.setup();
    renderWithI18n(
      <Formik
        initialValues={{ rating: '', comment: '' }}
        validationSchema={object({
          rating: string().required(REQUIRED).notOneOf(['2'], REQUIRED),
          comment: string().required(REQUIRED),
        })}
        onSubmit={() => {}}
      >
        <Form className="stars" noValidate>
          <Stars />
          <TextField name="comment" label="Comment" />
          <FocusFirstError formSelector=".stars" />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 stars' })).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus());
  });

  it('with formRef, only that form is searched (another form of the page with the same classes is not)', async () => {
    function Two() {
      const ref = useRef<HTMLFormElement>(null);
      return (
        <>
          <Formik initialValues={{ other: '' }} initialTouched={{ other: true }} initialErrors={{ other: REQUIRED }} onSubmit={() => {}}>
            <Form className="shared">
              <TextField name="other" label="Other" />
            </Form>
          </Formik>
          <Formik initialValues={{ mine: '' }} validationSchema={object({ mine: string().required(REQUIRED) })} onSubmit={() => {}}>
            <Form className="shared" ref={ref} noValidate>
              <TextField name="mine" label="Mine" />
              <FocusFirstError formRef={ref} />
              <button type="submit">Send</button>
            </Form>
          </Formik>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithI18n(<Two />);
    await user.click(send());
    await waitFor(() => expect(field('Mine')).toHaveFocus());
  });
});
