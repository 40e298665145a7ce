// The Stripe card field with a fake Stripe.js (no network): it mounts Elements in the page's language,
// hands the payment step a way to make a PaymentMethod, shows spec §5's card messages for Stripe's error
// codes, and offers a retry when Stripe.js cannot load. The validation step runs handleNextAction.
import type { Stripe } from '@stripe/stripe-js';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../shared/test-providers.js';
import { runStripeValidation, StripeCardForm, type StripeCardHandle } from './index.js';

type Listener = (event: unknown) => void;

function fakeStripe(options: { pmError?: { code: string; message: string } } = {}) {
  const listeners = new Map<string, Listener>();
  const card = {
    on: vi.fn((name: string, fn: Listener) => listeners.set(name, fn)),
    mount: vi.fn(() => queueMicrotask(() => listeners.get('ready')?.({}))),
    destroy: vi.fn(),
    update: vi.fn(),
    focus: vi.fn(),
  };
  const elements = { create: vi.fn(() => card) };
  const stripe = {
    elements: vi.fn(() => elements),
    createPaymentMethod: vi.fn(async () =>
      options.pmError ? { error: { type: 'validation_error', ...options.pmError } } : { paymentMethod: { id: 'pm_123' } },
    ),
    handleNextAction: vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
  };
  const emit = (name: string, event: unknown) => act(() => listeners.get(name)?.(event));
  return { stripe, elements, card, emit, loader: vi.fn(async () => stripe as unknown as Stripe) };
}

describe('StripeCardForm', () => {
  it('mounts Stripe’s card field in the page’s language, named and described, and makes a PaymentMethod', async () => {
    const fake = fakeStripe();
    const onReady = vi.fn<(h: StripeCardHandle) => void>();
    renderFeature(<StripeCardForm publishableKey="pk_test_1" locale="es" onReady={onReady} loadStripe={fake.loader} />, { lng: 'es' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    await waitFor(() => expect(onReady).toHaveBeenCalledOnce());
    expect(fake.loader).toHaveBeenCalledWith('pk_test_1');
    expect(fake.stripe.elements).toHaveBeenCalledWith({ locale: 'es' });
    expect(fake.elements.create).toHaveBeenCalledWith('card', expect.objectContaining({ hidePostalCode: true }));
    const group = screen.getByRole('group', { name: 'Datos de la tarjeta' });
    expect(group).toHaveAccessibleDescription(/campo seguro de Stripe/);
    expect(fake.card.mount).toHaveBeenCalledWith(group.firstElementChild);

    const made = await onReady.mock.calls[0]![0].createPaymentMethod({ name: 'Ana Ruiz', email: 'ana@example.com' });
    expect(made).toEqual({ ok: true, paymentMethodId: 'pm_123' });
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: fake.card,
      billing_details: { name: 'Ana Ruiz', email: 'ana@example.com' },
    });
  });

  it('shows spec §5’s card messages for Stripe’s error codes, and clears them when fixed', async () => {
    const fake = fakeStripe();
    const onChange = vi.fn();
    renderFeature(
      <StripeCardForm publishableKey="pk_test_2" locale="en" onReady={() => {}} onChange={onChange} loadStripe={fake.loader} />,
    );
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    fake.emit('change', { complete: false, error: { code: 'invalid_number', message: 'Your card number is invalid.' } });
    expect(screen.getByText('Please enter a valid card number.')).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith({ complete: false, error: 'Please enter a valid card number.' });
    fake.emit('change', { complete: false, error: { code: 'invalid_expiry_year_past', message: 'Past' } });
    expect(screen.getByText('Please enter a valid expiration date (MM/YY).')).toBeVisible();
    fake.emit('change', { complete: false, error: { code: 'something_new', message: 'Stripe says so.' } });
    expect(screen.getByText('Stripe says so.')).toBeVisible();
    fake.emit('change', { complete: true });
    expect(screen.queryByText('Stripe says so.')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ complete: true, error: null });
  });

  it('a refused card answers its message and shows it under the field', async () => {
    const fake = fakeStripe({ pmError: { code: 'incomplete_cvc', message: 'Your card’s security code is incomplete.' } });
    let handle: StripeCardHandle | undefined;
    renderFeature(<StripeCardForm publishableKey="pk_test_3" locale="en" onReady={(h) => (handle = h)} loadStripe={fake.loader} />);
    await waitFor(() => expect(handle).toBeDefined());
    let made;
    await act(async () => {
      made = await handle!.createPaymentMethod({ name: 'Ana' });
    });
    expect(made).toEqual({ ok: false, message: 'Please enter the CVV.' });
    expect(screen.getByText('Please enter the CVV.')).toBeVisible();
  });

  it('when Stripe.js cannot load it says so and retries on request', async () => {
    const fake = fakeStripe();
    const loader = vi.fn().mockResolvedValueOnce(null).mockImplementation(fake.loader);
    const user = userEvent.setup({ delay: null });
    const onReady = vi.fn();
    renderFeature(<StripeCardForm publishableKey="pk_test_4" locale="en" onReady={onReady} loadStripe={loader} />);
    expect(await screen.findByText('The card form could not load. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onReady).toHaveBeenCalledOnce());
    expect(screen.queryByText('The card form could not load. Please try again.')).toBeNull();
  });
});

describe('runStripeValidation', () => {
  it('runs handleNextAction with the client secret and reports the status for the server to confirm', async () => {
    const fake = fakeStripe();
    expect(await runStripeValidation({ publishableKey: 'pk', clientSecret: 'pi_1_secret_2', loadStripe: fake.loader })).toEqual({
      ok: true,
      status: 'succeeded',
    });
    expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(await runStripeValidation({ publishableKey: 'pk', clientSecret: 'x', loadStripe: async () => null })).toEqual({
      ok: false,
      message: null,
      loadFailed: true,
    });
  });
});
