// The kit's record form: validated by the screen's schema before anything is sent, the request made from
// the values, the stored record replaced by the answer, and each kind of refusal shown where it belongs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { refusalOf } from './form-refusal.js';
import { renderKit } from './kit-testing.js';
import { DEMO_TEXTS, DemoForm } from './resource-form-demo.js';
import type { DemoInput, DemoRecord, DemoValues } from './resource-form-demo.js';

const refused = (status: number, error: Record<string, unknown>) => ({ status, data: { error: { message: 'x', ...error } } });
const stored: DemoRecord = { id: 7, name: 'Mug', slug: 'mug', published_at: null };

async function fillAndSave(name: string, slug: string) {
  await userEvent.type(screen.getByLabelText(/^Name/), name);
  await userEvent.type(screen.getByLabelText(/^Address/), slug);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('ResourceForm', () => {
  it('refuses by the schema before sending: the first field in error takes the focus', async () => {
    const save = vi.fn<(input: DemoInput) => Promise<DemoRecord>>();
    renderKit(<DemoForm record={null} save={save} />);
    await userEvent.type(screen.getByLabelText(/^Address/), 'mug');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('creates from the mapped request, says so, and hands the new record over', async () => {
    const save = vi.fn((input: DemoInput, current: DemoRecord | null) =>
      Promise.resolve({ ...input, id: 9, name: `${input.name}!`, current }),
    );
    const onCreated = vi.fn();
    renderKit(<DemoForm record={null} save={save} onCreated={onCreated} />);
    await fillAndSave('  Cup ', 'cup');
    expect(await screen.findByText('Product saved. Your store shows it now.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: 'Cup', slug: 'cup', published_at: null }, null, expect.any(Function));
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    // The form restarts from the answer.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Cup!');
  });

  it('updates the stored record, and a second save updates the answer of the first', async () => {
    const save = vi.fn((input: DemoInput, current: DemoRecord | null) =>
      Promise.resolve({ ...input, id: current?.id ?? 0, slug: `${input.slug}-2` }),
    );
    const onCreated = vi.fn();
    renderKit(<DemoForm record={stored} save={save} onCreated={onCreated} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveValue('mug-2'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]?.[1]).toMatchObject({ id: 7, slug: 'mug-2' });
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on their fields (renamed where the form names them otherwise) and keeps what was typed", async () => {
    const save = vi.fn(() =>
      Promise.reject(refused(400, { code: 'validation_failed', fields: { published_at: 'validation:required.email' } })),
    );
    renderKit(<DemoForm record={null} save={save} />);
    await fillAndSave('Cup', 'cup');
    expect(await screen.findByText('Some fields need your attention. Nothing was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Published on/)).toHaveFocus());
    expect(screen.getByLabelText(/^Published on/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Cup');
  });

  it('puts a taken address on the address field', async () => {
    const save = vi.fn(() => Promise.reject(refused(409, { code: 'slug_taken', field: 'slug' })));
    renderKit(<DemoForm record={null} save={save} />);
    await fillAndSave('Cup', 'cup');
    expect(await screen.findAllByText('Another product already uses this address.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the network failed when no answer came', async () => {
    const save = vi.fn(() => Promise.reject({ status: 'FETCH_ERROR', error: 'offline' }));
    renderKit(<DemoForm record={null} save={save} />);
    await fillAndSave('Cup', 'cup');
    expect(await screen.findByText('Check your internet connection and try again.')).toBeInTheDocument();
  });

  it('names a refusal by the plan with its own text where the form has one', async () => {
    const save = vi.fn(() => Promise.reject(refused(403, { code: 'feature_disabled' })));
    renderKit(<DemoForm record={null} save={save} />);
    await fillAndSave('Cup', 'cup');
    expect(await screen.findByText('The blog has been disabled for this plan.')).toBeInTheDocument();
  });

  it('hands over a record created before a later call of the same save failed', async () => {
    const onCreated = vi.fn();
    const save = vi.fn((input: DemoInput, _current: DemoRecord | null, keep: (record: DemoRecord) => void) => {
      keep({ ...input, id: 11 });
      return Promise.reject(refused(500, { code: 'internal' }));
    });
    renderKit(<DemoForm record={null} save={save} onCreated={onCreated} />);
    await fillAndSave('Cup', 'cup');
    expect(await screen.findByText('The product could not be saved. Please try again.')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  });

  it('says a status of its own for a refusal of no other kind, and a save in words made from the answer', async () => {
    const texts = {
      ...DEMO_TEXTS,
      saved: (record: DemoRecord) => `Saved as ${record.slug}.`,
      refusals: { ...DEMO_TEXTS.refusals, statuses: { 409: 'manage:quotes.errors.conflict' as const } },
    };
    const save = vi
      .fn<(input: DemoInput) => Promise<DemoRecord>>()
      .mockRejectedValueOnce(refused(409, { code: 'quote_has_payments' }))
      .mockResolvedValueOnce({ ...stored, slug: 'mug-3' });
    renderKit(<DemoForm record={stored} save={save} texts={texts} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('It changed in the meantime (paid, rejected or void); here is how it is now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as mug-3.')).toBeInTheDocument();
  });

  it("says an error code's own toast before its status's, and the status's for another code", async () => {
    const texts = {
      ...DEMO_TEXTS,
      refusals: {
        ...DEMO_TEXTS.refusals,
        codes: { slot_taken: 'manage:appointments.errors.slotTaken' as const },
        statuses: { 409: 'manage:quotes.errors.conflict' as const },
      },
    };
    const save = vi
      .fn<(input: DemoInput) => Promise<DemoRecord>>()
      .mockRejectedValueOnce(refused(409, { code: 'slot_taken' }))
      .mockRejectedValueOnce(refused(409, { code: 'quote_has_payments' }));
    renderKit(<DemoForm record={stored} save={save} texts={texts} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/already has an appointment at that time/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('It changed in the meantime (paid, rejected or void); here is how it is now.')).toBeInTheDocument();
  });

  it('refuses early what the screen refuses beyond its schema: its errors on their fields, its toast, nothing saved', async () => {
    const save = vi.fn<(input: DemoInput) => Promise<DemoRecord>>();
    const refuseEarly = (values: DemoValues) =>
      values.slug === 'admin'
        ? { errors: { slug: VALIDATION_MESSAGES.required.lastName }, text: 'That address is kept for the site.' }
        : null;
    renderKit(<DemoForm record={null} save={save} refuseEarly={refuseEarly} />);
    await fillAndSave('Cup', 'admin');
    expect(await screen.findByText('That address is kept for the site.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveFocus());
    expect(screen.getByLabelText(/^Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Cup');
    expect(save).not.toHaveBeenCalled();
  });

  it('asks before the tab closes with unsaved changes, only when guarding', async () => {
    renderKit(<DemoForm record={stored} save={vi.fn()} guardLeave />);
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Cup' } });
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});

describe('refusalOf', () => {
  it.each([
    [refused(400, { code: 'validation_failed', fields: { name: 'm' } }), { kind: 'fields', fields: { name: 'm' } }],
    [refused(409, { code: 'slug_taken', field: 'slug' }), { kind: 'slugTaken', field: 'slug' }],
    [refused(403, { code: 'feature_disabled' }), { kind: 'featureDisabled' }],
    [refused(403, { code: 'freemium' }), { kind: 'freemium' }],
    [{ status: 'FETCH_ERROR', error: 'offline' }, { kind: 'network' }],
    [refused(400, { code: 'validation_failed', fields: {} }), { kind: 'other' }],
    [{ status: 502, data: '<html>' }, { kind: 'other' }],
  ])('reads %j', (error, refusal) => {
    expect(refusalOf(error)).toEqual(refusal);
  });

  it("names the form's field of a server field (a nested request's `details.email`), the others as sent", () => {
    const error = refused(400, { code: 'invalid_request', fields: { 'details.email': 'e', staffId: 's', 'details.city': 'c' } });
    expect(refusalOf(error, { 'details.email': 'email', 'details.city': 'city' })).toEqual({
      kind: 'fields',
      fields: { email: 'e', staffId: 's', city: 'c' },
    });
  });
});
