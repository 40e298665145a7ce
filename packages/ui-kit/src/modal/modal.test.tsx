import { act, fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, Modal } from '../index.js';
import { renderWithI18n } from '../testing/render.js';
import type { Lng } from '../testing/render.js';

function Harness({ withSave = true }: { withSave?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit hero
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Hero settings" actions={withSave ? <Button>Save</Button> : undefined}>
        <label>
          Title
          <input name="title" />
        </label>
      </Modal>
    </>
  );
}

async function openModal(lng: Lng = 'en') {
  const user = userEvent.setup();
  const view = renderWithI18n(<Harness />, { lng });
  const opener = screen.getByRole('button', { name: 'Edit hero' });
  await user.click(opener);
  return { user, opener, view, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered in a portal outside the page tree', async () => {
    const { dialog, view } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Hero settings');
    expect(view.container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it.each([
    ['en', 'Close'],
    ['es', 'Cerrar'],
  ] as const)('§2 The popup cancel button reads Close (%s: "%s")', async (lng, label) => {
    await openModal(lng);
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('moves focus into the dialog on open', async () => {
    await openModal();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('traps focus: Tab from the last control cycles to the first, Shift+Tab from the first to the last', async () => {
    const { user } = await openModal();
    const title = screen.getByRole('textbox', { name: 'Title' });
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });

    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(title).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['Close', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('%s closes the dialog and focus returns to the opener', async (_how, close) => {
    const { user, opener } = await openModal();
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a click on the backdrop closes it, a click inside does not', async () => {
    const { dialog } = await openModal();
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape pressed inside a framed page of this origin (a live preview) closes it too', async () => {
    function Framed() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Preview">
          <iframe title="The page" />
        </Modal>
      );
    }
    renderWithI18n(<Framed />);
    const frame = screen.getByTitle('The page') as HTMLIFrameElement;
    fireEvent.load(frame);
    const inFrame = frame.contentWindow as Window & typeof globalThis;
    inFrame.dispatchEvent(new inFrame.KeyboardEvent('keydown', { key: 'Enter' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      inFrame.dispatchEvent(new inFrame.KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing while closed', () => {
    renderWithI18n(<Harness withSave={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
