// The Forms screen's builder against a fake owner API (contract customer-forms.ts): the list's facts; a form
// built with a field of several types, options, a required toggle, a move and a service, posted as the API
// takes it; the form's own messages before anything is sent; the server's 400 messages on their fields with
// everything typed kept; sending a form to a customer and copying their link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, SITE_ORIGIN } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { CUSTOMER_UUID, dietForm, formsServer, formsUrl, ownerForm } from './forms-fixtures.js';
import { FormsScreen } from './forms-screen.js';

/** Focus moves to the new field's label a frame after "Add": wait for it, then type. */
async function typeInNewLabel(user: ReturnType<typeof userEvent.setup>, text: string) {
  const labels = screen.getAllByRole('textbox', { name: /^Label/ });
  await waitFor(() => expect(labels[labels.length - 1]).toHaveFocus());
  await user.keyboard(text);
}

const builder = (path = '/manage/forms/new', over = {}) =>
  renderWithEditor(<FormsScreen clientId={CLIENT_ID} />, { path, api: formsServer([dietForm()], over) });

describe('Forms screen: list and builder', () => {
  it('lists each form with its fields, the services that require it, responses and waiting requests', async () => {
    const { container } = renderWithEditor(<FormsScreen clientId={CLIENT_ID} />, {
      path: '/manage/forms',
      api: formsServer([dietForm(), ownerForm(2, 'Old intake', { active: false })]),
    });
    const rows = within(await screen.findByRole('list', { name: 'Forms' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('5 fields');
    expect(rows[0]).toHaveTextContent('3 responses');
    expect(rows[0]).toHaveTextContent('2 waiting');
    expect(await within(rows[0]!).findByText('Before: Private chef')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Inactive');
    expect(rows[1]).toHaveTextContent('Not asked by any service');
    expect(within(rows[1]!).queryByRole('button', { name: /Send/ })).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Responses to Dietary needs' })).toHaveAttribute(
      'href',
      '/manage/forms/responses?form=1',
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('builds a form: fields of several types, choice options, required, moved, attached to a service', async () => {
    const { api, container } = builder();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hair profile');
    const add = screen.getByRole('group', { name: 'Add a field' });
    await user.click(within(add).getByRole('button', { name: 'Text' }));
    await typeInNewLabel(user, 'Your name');
    await user.click(within(add).getByRole('button', { name: 'Choice' }));
    await typeInNewLabel(user, 'Hair type');
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Straight');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'Curly');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByRole('textbox', { name: 'Option 3' }), 'Wavy');
    await user.click(within(add).getByRole('button', { name: 'File upload' }));
    await typeInNewLabel(user, 'Photo of your hair');
    const cards = screen.getAllByRole('group', { name: /^Field \d · / });
    await user.click(within(cards[2]!).getByRole('checkbox', { name: 'Required' }));
    // The file field goes up above the choice; focus stays on its "Move up".
    const fileActions = screen.getByRole('group', { name: 'Field 3' });
    await user.click(within(fileActions).getByRole('button', { name: 'Move up' }));
    expect(await screen.findByText('Field moved to position 2.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Field 2' })).getByRole('button', { name: 'Move up' })).toHaveFocus(),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Private chef' }));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Form saved.')).toBeInTheDocument();
    const body = (await api.calls(`POST ${formsUrl}`)[0]!.json()) as { fields: { id: string; type: string }[] };
    expect(body).toMatchObject({
      name: 'Hair profile',
      active: true,
      service_ids: [5],
      fields: [
        { type: 'text', label: 'Your name', required: false, options: [] },
        { type: 'file', label: 'Photo of your hair', required: true, options: [] },
        { type: 'choice', label: 'Hair type', options: ['Straight', 'Curly', 'Wavy'] },
      ],
    });
    expect(new Set(body.fields.map((f) => f.id)).size).toBe(3);
  });

  it('says what is missing before anything is sent: a field, a label, two options', async () => {
    const { api } = builder();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Intake');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Add at least one field.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Add a field' })).getByRole('button', { name: 'Choice' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Enter a label for this field.')).toBeInTheDocument();
    expect(screen.getByText('A choice needs 2 to 20 different options, none of them empty.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Label/ })).toHaveFocus());
    expect(api.calls(`POST ${formsUrl}`)).toHaveLength(0);
  });

  it('shows the server’s refusal on its field and keeps everything typed', async () => {
    builder('/manage/forms/new', {
      [`POST ${formsUrl}`]: () =>
        json({ error: { code: 'validation', fields: { 'fields[0].label': 'validation:forms.fieldLabel' } } }, 400),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Intake');
    await user.click(within(screen.getByRole('group', { name: 'Add a field' })).getByRole('button', { name: 'Date' }));
    await typeInNewLabel(user, 'Day');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Enter a label for this field.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Intake');
    expect(screen.getByRole('textbox', { name: /^Label/ })).toHaveValue('Day');
  });

  it('sends a form to a customer and copies their link on the site', async () => {
    const { api } = renderWithEditor(<FormsScreen clientId={CLIENT_ID} />, { path: '/manage/forms', api: formsServer([dietForm()]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to a customer: Dietary needs' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Get the link' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /^E-mail/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'Ana@Example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Get the link' }));
    const link = `${SITE_ORIGIN}/forms/customer/${CUSTOMER_UUID}/form/${dietForm().uuid}`;
    // The dialog now shows the link instead of the form.
    expect(await screen.findByRole('textbox', { name: 'Customer link' })).toHaveValue(link);
    expect(await api.calls(`POST ${formsUrl}/1/requests`)[0]!.json()).toEqual({ email: 'ana@example.com', first_name: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('says so in Spanish when there are no forms yet', async () => {
    renderWithEditor(<FormsScreen clientId={CLIENT_ID} />, { path: '/manage/forms', api: formsServer([]), lng: 'es' });
    expect(await screen.findByText('Aún no hay formularios. Crea el primero.')).toBeInTheDocument();
  });
});
