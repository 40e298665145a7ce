import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { TextField } from '../index.js';
import { renderWithI18n, translate } from '../testing/render.js';
import type { Lng } from '../testing/render.js';

const schema = object({ firstName: string().required(VALIDATION_MESSAGES.required.firstName) });

function renderForm(lng: Lng, field = <TextField name="firstName" label="First name" required hint="As on your ID" />) {
  return renderWithI18n(
    <Formik initialValues={{ firstName: '', quantity: '' }} validationSchema={schema} onSubmit={() => {}}>
      {field}
    </Formik>,
    { lng },
  );
}

describe('TextField', () => {
  it.each(['en', 'es'] as const)('§5 required first name (%s): translated error and aria-invalid after touch', async (lng) => {
    const { i18n } = renderForm(lng);
    const input = screen.getByRole('textbox', { name: /First name/ });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your ID');

    fireEvent.blur(input);

    const expected = translate(i18n, VALIDATION_MESSAGES.required.firstName);
    expect(expected).not.toBe(VALIDATION_MESSAGES.required.firstName);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(`As on your ID ${expected}`);
    expect(screen.getByText(expected)).toHaveClass('vk-field__error');
    expect(screen.queryByText(VALIDATION_MESSAGES.required.firstName)).not.toBeInTheDocument();
  });

  it('format shapes the text as it is typed and the form keeps the shaped text', async () => {
    const user = userEvent.setup();
    const slash = (typed: string) => {
      const digits = typed.replace(/\D/g, '').slice(0, 4);
      return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
    };
    renderForm('en', <TextField name="firstName" label="Expiry" format={slash} />);
    const input = screen.getByRole('textbox', { name: 'Expiry' });
    await user.type(input, '1234');
    expect(input).toHaveValue('12/34');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('12');
  });

  it('the error clears once the value is valid', async () => {
    const user = userEvent.setup();
    renderForm('en');
    const input = screen.getByRole('textbox', { name: /First name/ });
    fireEvent.blur(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await user.type(input, 'Ana');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  });

  it('multiline renders a labelled textarea bound to formik', async () => {
    const user = userEvent.setup();
    renderForm('en', <TextField name="firstName" label="About" multiline rows={4} />);
    const textarea = screen.getByRole('textbox', { name: 'About' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await user.type(textarea, 'Hello');
    expect(textarea).toHaveValue('Hello');
  });

  it('§5 numeric option: only digits and the dot can be typed; a paste with a non-digit is blocked', async () => {
    const user = userEvent.setup();
    renderForm('en', <TextField name="quantity" label="Quantity" numeric />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(input, '1a2.b5');
    expect(input).toHaveValue('12.5');
    await user.clear(input);
    await user.paste('12x');
    expect(input).toHaveValue('');
    await user.paste('42');
    expect(input).toHaveValue('42');
  });
});
