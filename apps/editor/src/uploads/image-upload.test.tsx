import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '../testing/fake-auth.js';
import { FakeXhr, installFakeXhr, lastXhr } from '../testing/fake-xhr.js';
import { ImageUpload } from './image-upload.js';
import { renderWithEditor } from '../testing/render-with-editor.js';

let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => restore());

const MiB = 1024 ** 2;
function fileOf(size: number, type = 'image/png', name = 'pic.png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup(props: Partial<Parameters<typeof ImageUpload>[0]> = {}, lng: 'en' | 'es' = 'en') {
  const onUploaded = vi.fn();
  const auth = fakeAuth();
  const view = renderWithEditor(<ImageUpload kind="logo" clientId={11} label="Logo" onUploaded={onUploaded} {...props} />, { lng, auth });
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, onUploaded, user };
}

describe('ImageUpload (progress bar, size and type errors, thumbnails from the API)', () => {
  it('uploads the chosen file, shows progress, then the API thumbnail, and reports both URLs', async () => {
    const { user, onUploaded } = setup({ value: '/assets/old.webp' });
    expect(screen.getByRole('img', { name: 'Preview of Logo' })).toHaveAttribute('src', '/assets/old.webp');
    await user.upload(screen.getByLabelText('Logo'), fileOf(2000));
    const xhr = lastXhr();
    expect(xhr.headers.authorization).toBe('Bearer token-7');
    expect(xhr.url).toBe('/api/client/11/uploads?kind=logo');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading…');
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading Logo' })).toHaveAttribute('aria-valuenow', '40');
    act(() => xhr.respond(201, { id: 1, url: '/assets/new.webp', thumbUrl: '/assets/new-thumb.webp' }));
    expect(await screen.findByText('Image uploaded.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ url: '/assets/new.webp', thumbUrl: '/assets/new-thumb.webp' });
    expect(screen.getByRole('img', { name: 'Preview of Logo' })).toHaveAttribute('src', '/assets/new-thumb.webp');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['logo', 5 * MiB + 1, 'image/png', 'The file is too large (maximum 5 MB).'],
    ['favicon', 1 * MiB + 1, 'image/png', 'The file is too large (maximum 1 MB).'],
    ['gallery', 10 * MiB + 1, 'image/jpeg', 'The file is too large (maximum 10 MB).'],
    ['logo', 100, 'application/pdf', 'Choose a PNG, JPEG, GIF or WebP image.'],
    ['favicon', 100, 'image/jpeg', 'Choose a PNG or ICO image.'],
  ] as const)('§9 %s: a %i-byte %s file is refused before sending: "%s"', async (kind, size, type, message) => {
    const { user, onUploaded } = setup({ kind, label: 'Picture' });
    await user.upload(screen.getByLabelText('Picture'), fileOf(size, type));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Picture')).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.requests).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 413, 'too_large', 'The file is too large (maximum 5 MB).'],
    ['en', 415, 'unsupported_type', 'Choose a PNG, JPEG, GIF or WebP image.'],
    ['en', 422, 'invalid_image', 'The image could not be read. Try another file.'],
    ['en', 500, 'internal', 'The image could not be uploaded.'],
    ['es', 413, 'too_large', 'El archivo es demasiado grande (máximo 5 MB).'],
    ['es', 415, 'unsupported_type', 'Elige una imagen PNG, JPEG, GIF o WebP.'],
    ['es', 422, 'invalid_image', 'No se pudo leer la imagen. Prueba con otro archivo.'],
  ] as const)('§4 owner language %s: the API answer %i %s reads "%s"', async (lng, status, code, message) => {
    const { user, onUploaded } = setup({}, lng);
    await user.upload(screen.getByLabelText('Logo'), fileOf(100));
    act(() => lastXhr().respond(status, { error: { code, message: 'x' } }));
    // The alert is a live region that is always there: wait for its words, not for the element.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('the accept attribute follows the kind', () => {
    setup({ kind: 'favicon', label: 'Favicon' });
    expect(screen.getByLabelText('Favicon')).toHaveAttribute('accept', expect.stringContaining('image/x-icon'));
  });

  it('a disabled upload (freemium) cannot be used', () => {
    setup({ disabled: true });
    expect(screen.getByLabelText('Logo')).toBeDisabled();
  });

  it('signed out: nothing is sent and the failure is shown', async () => {
    const onUploaded = vi.fn();
    renderWithEditor(<ImageUpload kind="logo" clientId={11} label="Logo" onUploaded={onUploaded} />, { auth: fakeAuth(null) });
    await userEvent.setup().upload(screen.getByLabelText('Logo'), fileOf(100));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The image could not be uploaded.'));
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('unmounting mid-upload aborts the request', async () => {
    const { user, unmount } = setup();
    await user.upload(screen.getByLabelText('Logo'), fileOf(100));
    unmount();
    expect(lastXhr().aborted).toBe(true);
  });
});
