import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../features/shared/test-providers.js';
import { CardForm } from './card-form.js';

describe('CardForm expiry (issue 26: `1234` is `12/34`)', () => {
  it.each([
    ['en', /Cardholder|Name on card|holder/i, /Card number/i, /Expiry/i, /CVV/i, /Pay/],
    ['es', /titular/i, /Número de (la )?tarjeta/i, /caducidad|vencimiento|expiración/i, /CVV/i, /Pagar/],
  ] as const)('%s: typing 1234 shows 12/34 as it is typed and the card is taken', async (lng, holder, number, expiry, cvv, pay) => {
    const onPay = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderFeature(<CardForm payLabel={lng === 'en' ? 'Pay $10.00' : 'Pagar 10,00 €'} busy={false} onPay={onPay} />, { lng });
    await user.type(screen.getByLabelText(holder), 'Ana López');
    await user.type(screen.getByLabelText(number), '4242 4242 4242 4242');
    const field = screen.getByLabelText(expiry);
    await user.type(field, '12');
    expect(field).toHaveValue('12');
    await user.type(field, '3');
    expect(field).toHaveValue('12/3');
    await user.type(field, '4');
    expect(field).toHaveValue('12/34');
    await user.type(screen.getByLabelText(cvv), '123');
    await user.click(screen.getByRole('button', { name: pay }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ expiryDate: '12/34', cardNumber: '4242424242424242' }));
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
