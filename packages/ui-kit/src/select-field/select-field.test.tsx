import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { SelectField } from '../index.js';
import { renderWithI18n, translate } from '../testing/render.js';

const options = [
  { value: 'US', label: 'United States' },
  { value: 'MX', label: 'Mexico' },
];

function renderSelect(lng: 'en' | 'es' = 'en') {
  return renderWithI18n(
    <Formik
      initialValues={{ country: '' }}
      validationSchema={object({ country: string().required(VALIDATION_MESSAGES.required.country) })}
      onSubmit={() => {}}
    >
      <SelectField name="country" label="Country" options={options} required />
    </Formik>,
    { lng },
  );
}

describe('SelectField', () => {
  it.each([
    ['en', 'Select an option'],
    ['es', 'Selecciona una opción'],
  ] as const)('starts on a translated empty choice (%s)', (lng, placeholder) => {
    renderSelect(lng);
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveDisplayValue(placeholder);
  });

  it('shows the translated required error with aria-invalid after touch, and binds the choice', async () => {
    const user = userEvent.setup();
    const { i18n } = renderSelect();
    const select = screen.getByRole('combobox', { name: /Country/ });
    fireEvent.blur(select);
    const expected = translate(i18n, VALIDATION_MESSAGES.required.country);
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    expect(select).toHaveAccessibleDescription(expected);

    await user.selectOptions(select, 'MX');
    expect(select).toHaveValue('MX');
    await waitFor(() => expect(select).not.toHaveAttribute('aria-invalid'));
  });

  it('options that keep the same value stay told apart: the one chosen is shown, the form keeps its value', async () => {
    const user = userEvent.setup();
    const regions = [
      { optionId: '6', value: 'AE', label: 'Armed Forces Africa' },
      { optionId: '7', value: 'AA', label: 'Armed Forces Americas' },
      { optionId: '9', value: 'AE', label: 'Armed Forces Europe' },
    ];
    let kept = '';
    renderWithI18n(
      <Formik initialValues={{ state: '' }} onSubmit={() => {}} validate={(v) => ((kept = v.state), {})}>
        <SelectField name="state" label="State" options={regions} />
      </Formik>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.selectOptions(select, 'Armed Forces Europe');
    expect(select).toHaveDisplayValue('Armed Forces Europe');
    await waitFor(() => expect(kept).toBe('AE'));
    await user.selectOptions(select, 'Armed Forces Americas');
    expect(select).toHaveDisplayValue('Armed Forces Americas');
    await waitFor(() => expect(kept).toBe('AA'));
  });
});
