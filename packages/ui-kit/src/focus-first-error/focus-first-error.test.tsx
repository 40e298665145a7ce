import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { FocusFirstError, TextField } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

describe('FocusFirstError', () => {
  it('after a refused submit, the first invalid field of the form takes the focus', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Formik
        initialValues={{ first: 'Ana', second: '', third: '' }}
        validationSchema={object({
          first: string().required(VALIDATION_MESSAGES.required.firstName),
          second: string().required(VALIDATION_MESSAGES.required.lastName),
          third: string().required(VALIDATION_MESSAGES.required.email),
        })}
        onSubmit={() => {}}
      >
        <Form className="the-form">
          <TextField name="first" label="First" />
          <TextField name="second" label="Second" />
          <TextField name="third" label="Third" />
          <FocusFirstError formSelector=".the-form" />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus());
  });
});
