import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultSection } from '@vitrina/core-model';
import { updateSection } from '../../store/editor-slice.js';
import { bistroSite } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { BackupPopup } from './backup-popup.js';
import { businessDates } from '../../app/business-dates.js';

const base = '/api/client/11/backups';
const versions = [
  { version: 4, created_at: '2025-03-01T10:00:00.000Z', author: 'owner@bistro.test', action: 'save', restored_from: null },
  { version: 3, created_at: '2025-02-20T15:30:00.000Z', author: 'owner@bistro.test', action: 'restore', restored_from: 1 },
  { version: 2, created_at: '2025-02-10T08:05:00.000Z', author: null, action: 'save', restored_from: null },
  { version: 1, created_at: '2025-01-01T00:00:00.000Z', author: 'seed', action: 'seed', restored_from: null },
];
const oldSite = bistroSite({ sections: [defaultSection('hero', { title: 'The old title', ordering: 1 })] });

function routes(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET ${base}`]: () => json({ versions }),
    [`GET ${base}/2`]: () => json({ ...versions[2], data: oldSite }),
    [`POST ${base}/2/restore`]: () =>
      json({ data: oldSite, last_updated: '2025-03-02T09:00:00.000Z', version: 5, restored_from: 2, published: true }),
    ...overrides,
  };
}

async function open(options: { api?: Record<string, Handler>; lng?: 'en' | 'es'; readOnly?: boolean } = {}) {
  const onClose = vi.fn();
  const view = renderWithEditor(<BackupPopup sectionIndex={null} onClose={onClose} />, { ...options, api: options.api ?? routes() });
  await screen.findByRole('list');
  return { ...view, onClose, user: userEvent.setup() };
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('restore from backup (spec §1, §2 editor popups, §4 "Site data is backed up and can be restored")', () => {
  it('§4 lists saved versions newest first with time (owner language), what happened and author', async () => {
    await open();
    expect(screen.getByRole('dialog', { name: 'Restore from backup' })).toBeInTheDocument();
    expect(items()).toHaveLength(4);
    expect(items()[0]).toHaveTextContent(`Saved on ${businessDates('en', null).dateTime(versions[0]?.created_at)}`);
    expect(items()[0]).toHaveTextContent('Current version');
    expect(items()[0]).toHaveTextContent('Version 4 · Saved · by owner@bistro.test');
    expect(items()[1]).toHaveTextContent('Restored from version 1');
    expect(items()[2]).toHaveTextContent('by unknown');
    expect(items()[3]).toHaveTextContent('Created');
    expect(screen.getByRole('button', { name: 'Restore: Version 4' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore: Version 3' })).toBeEnabled();
  });

  it('§4 the Spanish owner reads Spanish dates and words', async () => {
    await open({ lng: 'es' });
    expect(screen.getByRole('dialog', { name: 'Restaurar desde una copia de seguridad' })).toBeInTheDocument();
    expect(items()[1]).toHaveTextContent(`Guardada el ${businessDates('es', null).dateTime(versions[1]?.created_at)}`);
    expect(items()[1]).toHaveTextContent('Restaurada desde la versión 1');
  });

  it("§4 preview renders the version's site sections in view mode, in a frame", async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Preview: Version 2' }));
    const frame = (await screen.findByTitle(/^Preview of version 2 saved on/)) as HTMLIFrameElement;
    const doc = frame.contentDocument as Document;
    await waitFor(() => expect(within(doc.body).getByRole('heading', { name: 'The old title' })).toBeInTheDocument());
    expect(document.activeElement).toBe(screen.getByRole('dialog').querySelector('.ve-backups__view'));
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('§4 restore: confirm, POST, and the editor works on the restored version (itself a new version)', async () => {
    const { user, api, store, onClose } = await open();
    await user.click(screen.getByRole('button', { name: 'Restore: Version 2' }));
    expect(
      screen.getByText(
        `Restore the version saved on ${businessDates('en', null).dateTime(versions[2]?.created_at)}? Your current version is kept as a backup.`,
      ),
    ).toBeInTheDocument();
    expect(api.calls(`POST ${base}/2/restore`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The website has been restored.')).toBeInTheDocument();
    expect(api.calls(`POST ${base}/2/restore`)).toHaveLength(1);
    const editor = store.getState().editor;
    expect(editor.working?.sections[0]?.title).toBe('The old title');
    expect(editor.loaded).toEqual({ last_updated: '2025-03-02T09:00:00.000Z', version: 5 });
    expect(editor.unsaved).toEqual({});
    expect(onClose).toHaveBeenCalled();
  });

  it('restoring over unsaved changes says so first; Cancel goes back without a request', async () => {
    const { user, api, store } = await open();
    store.dispatch(updateSection({ index: 0, changes: { title: 'Unsaved' } }));
    await user.click(screen.getByRole('button', { name: 'Preview: Version 2' }));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTitle(/^Preview of version 2/)).toBeInTheDocument();
    expect(api.calls(`POST ${base}/2/restore`)).toHaveLength(0);
  });

  it('a failed restore keeps the working copy and shows the error toast', async () => {
    const { user, store, onClose } = await open({
      api: routes({ [`POST ${base}/2/restore`]: () => json({ error: { code: 'internal', message: 'x' } }, 500) }),
    });
    await user.click(screen.getByRole('button', { name: 'Restore: Version 2' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The backup could not be restored.')).toBeInTheDocument();
    expect(store.getState().editor.working?.sections[0]?.title).toBe('Bistro Verde');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('§2 the cancel button reads Close; Escape closes too', async () => {
    const { user, onClose } = await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('§8 freemium: versions can be seen, not restored', async () => {
    await open({ readOnly: true });
    for (const v of [1, 2, 3]) expect(screen.getByRole('button', { name: `Restore: Version ${v}` })).toBeDisabled();
  });

  it('no versions yet, and a list that cannot be loaded', async () => {
    renderWithEditor(<BackupPopup sectionIndex={null} onClose={() => undefined} />, {
      api: { [`GET ${base}`]: () => json({ versions: [] }) },
    });
    expect(await screen.findByText('There are no backups yet.')).toBeInTheDocument();
  });

  it('a list that cannot be loaded says so', async () => {
    renderWithEditor(<BackupPopup sectionIndex={null} onClose={() => undefined} />, {
      api: { [`GET ${base}`]: () => json({ error: { code: 'x', message: 'x' } }, 500) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The backups could not be loaded.');
  });
});
