// The kit's dialog form: validated while typing by the screen's schema, the request made from the values, and
// a refusal said inside the form (or by the screen), its field messages on their fields.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { Button, TextField } from '@vitrina/ui-kit';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { renderKit } from './kit-testing.js';
import { ResourceDialogForm } from './resource-dialog-form.js';
import type { RefusalPlace } from './resource-dialog-form.js';
import type { RefusalTexts } from './form-refusal.js';
import type { FormTextKey } from './resource-form.js';

interface Values {
  email: string;
  name: string;
}
type Added = Values & { id: number };

const schema = object({
  email: string().required(VALIDATION_MESSAGES.required.email),
  name: string().trim().required(VALIDATION_MESSAGES.required.name),
});

const REFUSALS: RefusalTexts<FormTextKey> = {
  codes: { already_member: 'manage:team.errors.already_member' },
  fields: 'manage:team.errors.invalid',
  network: 'errors:network',
  other: 'manage:team.errors.failed',
};

const refused = (status: number, error: Record<string, unknown>) => ({ status, data: { error: { message: 'x', ...error } } });

function Demo(props: {
  save: (input: Values) => Promise<Added>;
  onSaved?: (added: Added) => void;
  notice?: RefusalPlace;
  messages?: Record<string, string>;
}) {
  return (
    <>
      <h2 id="demo-add">Add a person</h2>
      <ResourceDialogForm<Values, Values, Added>
        initialValues={{ email: '', name: '' }}
        inputOf={(values) => ({ email: values.email, name: values.name.trim() })}
        schema={schema}
        messages={props.messages}
        save={props.save}
        onSaved={props.onSaved ?? (() => undefined)}
        resetOnSave
        refusals={REFUSALS}
        notice={props.notice ?? { className: 'vt-notice', role: 'status' }}
        className="demo-form"
        labelledBy="demo-add"
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="email" label="E-mail" required />
            <TextField name="name" label="Name" required />
            <Button type="submit" loading={isSubmitting}>
              Add
            </Button>
          </>
        )}
      </ResourceDialogForm>
    </>
  );
}

async function fillAndAdd(email: string, name: string) {
  await userEvent.type(screen.getByLabelText(/^E-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Name/), name);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('ResourceDialogForm', () => {
  it('checks the schema while typing, before any submit', async () => {
    renderKit(<Demo save={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Name/), ' ');
    await userEvent.tab();
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    // Typing (no blur, no submit) checks again.
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ann');
    await waitFor(() => expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });

  it('words a schema message the way the form asks', async () => {
    renderKit(<Demo save={vi.fn()} messages={{ name: 'validation:invalid.areaRadiusKm' }} />);
    await userEvent.type(screen.getByLabelText(/^Name/), ' ');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a radius greater than 0 and at most 804 km.')).toBeInTheDocument();
  });

  it('saves the mapped request, hands the answer over and starts again empty', async () => {
    const save = vi.fn((input: Values) => Promise.resolve({ ...input, id: 3 }));
    const onSaved = vi.fn();
    renderKit(<Demo save={save} onSaved={onSaved} />);
    await fillAndAdd('ann@example.com', ' Ann ');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ email: 'ann@example.com', name: 'Ann', id: 3 }));
    expect(save).toHaveBeenCalledWith({ email: 'ann@example.com', name: 'Ann' });
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
  });

  it("puts the server's field messages on their fields, says so in the notice and keeps what was typed", async () => {
    const save = vi.fn(() => Promise.reject(refused(400, { code: 'validation', fields: { email: 'validation:required.email' } })));
    renderKit(<Demo save={save} />);
    await fillAndAdd('ann@', 'Ann');
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Check the highlighted fields.');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ann@');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says a refusal's own sentence in the notice, the rest as 'try again', and nothing once a save is asked again", async () => {
    const save = vi
      .fn<(input: Values) => Promise<Added>>()
      .mockRejectedValueOnce(refused(409, { code: 'already_member' }))
      .mockRejectedValueOnce(refused(500, { code: 'internal' }))
      .mockReturnValueOnce(new Promise(() => undefined));
    renderKit(<Demo save={save} />);
    await fillAndAdd('ann@example.com', 'Ann');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This person already has access to this business.'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The change could not be made. Please try again.'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ann');
  });

  it("hands the refusal to the screen's own notice instead, the network named as such", async () => {
    const onRefused = vi.fn();
    renderKit(<Demo save={() => Promise.reject({ status: 'FETCH_ERROR', error: 'offline' })} notice={{ onRefused }} />);
    await fillAndAdd('ann@example.com', 'Ann');
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('Check your internet connection and try again.'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
