import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { boolean, object } from 'yup';
import { CheckboxField } from '../index.js';
import { renderWithI18n, translate } from '../testing/render.js';

describe('CheckboxField', () => {
  it.each(['en', 'es'] as const)('binds a boolean and shows the translated error after touch (%s)', async (lng) => {
    const user = userEvent.setup();
    const { i18n } = renderWithI18n(
      <Formik
        initialValues={{ agree: false }}
        validationSchema={object({ agree: boolean().oneOf([true], VALIDATION_MESSAGES.informationRequired) })}
        onSubmit={() => {}}
      >
        <CheckboxField name="agree" label="I agree" />
      </Formik>,
      { lng },
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox).not.toBeChecked();

    fireEvent.blur(checkbox);
    const expected = translate(i18n, VALIDATION_MESSAGES.informationRequired);
    await waitFor(() => expect(checkbox).toHaveAttribute('aria-invalid', 'true'));
    expect(checkbox).toHaveAccessibleDescription(expected);

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await waitFor(() => expect(checkbox).not.toHaveAttribute('aria-invalid'));
  });
});
