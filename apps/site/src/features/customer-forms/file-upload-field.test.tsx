// The upload widget of a file field: files upload as chosen (at most FORM_MAX_FILES_PER_FIELD kept), the field's
// value is the ids of the uploaded ones, and the form is told while uploads run.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerFormField } from '@vitrina/core-model';
import { Formik } from 'formik';
import type { FormikProps } from 'formik';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../shared/test-providers.js';
import { stubXhr, uploaded } from './fake-xhr.test-data.js';
import { FileUploadField } from './file-upload-field.js';

const field: CustomerFormField = { id: 'docs', type: 'file', label: 'Documents', help: '', required: true, options: [] };
const file = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

function renderField() {
  const busy: boolean[] = [];
  let form: FormikProps<{ docs: string[] }> | null = null;
  renderFeature(
    <Formik initialValues={{ docs: [] as string[] }} onSubmit={() => undefined}>
      {(props) => {
        form = props;
        return <FileUploadField field={field} uploadUrl="/api/up?field=docs" onBusyChange={(_id, b) => busy.push(b)} />;
      }}
    </Formik>,
  );
  return { busy, value: () => form?.values.docs };
}

afterEach(() => vi.unstubAllGlobals());

describe('FileUploadField', () => {
  it('keeps at most 5 files: a sixth is not sent and the limit is said; the value is the uploaded ids', async () => {
    const user = userEvent.setup();
    const sent = stubXhr();
    const { busy, value } = renderField();
    const input = screen.getByLabelText(/Documents/);
    expect(input).toHaveAttribute('aria-required', 'true');
    await user.upload(
      input,
      ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => file(`${n}.pdf`)),
    );
    expect(sent).toHaveLength(5);
    expect(screen.getByText('You can add up to 5 files.')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(5);
    expect(busy.at(-1)).toBe(true);
    sent.forEach((xhr, i) => xhr.respond(201, uploaded(`id-${i}`, 'docs', `${'abcde'[i]}.pdf`)));
    await waitFor(() => expect(value()).toEqual(['id-0', 'id-1', 'id-2', 'id-3', 'id-4']));
    expect(busy.at(-1)).toBe(false);
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    expect(value()).toEqual(['id-0', 'id-1', 'id-3', 'id-4']);
    expect(input).not.toBeDisabled();
  });

  it('Spanish: a network failure says "No se pudo subir el archivo."', async () => {
    const sent = stubXhr();
    renderFeature(
      <Formik initialValues={{ docs: [] as string[] }} onSubmit={() => undefined}>
        <FileUploadField field={field} uploadUrl="/api/up?field=docs" onBusyChange={() => undefined} />
      </Formik>,
      { lng: 'es' },
    );
    await userEvent.setup().upload(screen.getByLabelText(/Documents/), file('a.pdf'));
    sent[0]?.fail();
    expect(await screen.findByText('No se pudo subir el archivo.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Quitar a.pdf' })).toBeInTheDocument();
  });
});
