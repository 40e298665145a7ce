import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@vitrina/i18n';
import { TextField } from '@vitrina/ui-kit';
import { aboutPopupSchema } from '@vitrina/validation';
import { draftLoaded } from '../../store/editor-slice.js';
import { createEditorStore } from '../../store/store.js';
import { CLIENT_ID, bistroDraft } from '../../testing/fixtures.js';
import { PopupForm } from './popup-form.js';

function renderForm(readOnly: boolean, initialValues: Record<string, string> = { title: 'Our kitchen', body: '' }) {
  const store = createEditorStore({ getToken: async () => null, fetchFn: vi.fn() as unknown as typeof fetch });
  store.dispatch(draftLoaded({ clientId: CLIENT_ID, draft: bistroDraft(), readOnly }));
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n({ lng: 'en' })}>
        <PopupForm title="About" initialValues={initialValues} schema={aboutPopupSchema} onApply={onApply} onClose={onClose}>
          <TextField name="title" label="Title" />
          {'bgColor' in initialValues ? <TextField name="bgColor" label="Background color" /> : null}
        </PopupForm>
      </I18nextProvider>
    </Provider>,
  );
  return { onApply, onClose, user: userEvent.setup() };
}

describe('PopupForm (spec §2 "Editor popups", §5, §8)', () => {
  it('§5 Apply hands over the values as the schema casts them (tags stripped, trimmed) and closes', async () => {
    const { onApply, onClose, user } = renderForm(false);
    const dialog = screen.getByRole('dialog', { name: 'About' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), '  <p>Our <b>kitchen</b></p>  ');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ title: 'Our kitchen', body: '' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('§8 a freemium (read-only) draft: every field and Apply are disabled, nothing is applied', async () => {
    const { onApply, user } = renderForm(true);
    const dialog = screen.getByRole('dialog', { name: 'About' });
    expect(within(dialog).getByLabelText('Title')).toBeDisabled();
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(apply);
    expect(onApply).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('an Apply that does not pass moves focus to the first field in error', async () => {
    const { onApply, user } = renderForm(false, { title: '', bgColor: 'blue' });
    const dialog = screen.getByRole('dialog', { name: 'About' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Please enter a color such as #f9f9f9.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Background color')).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
  });
});
