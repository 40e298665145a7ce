// The cart's discount code field (issue 30) against a fake API answering like the real one (contract
// DiscountCheck and its 422 discount_* refusals): a code applied shows the server's discount line and total and
// is kept for the checkout; a refusal shows its own message in the page's language (a minimum in the
// business's money) and is not kept.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const line = { slug: 'gift-card', name: 'Gift card', sku: 'GC', image: null, unitPrice: '50.00', variantLabels: [] };
const totals = (discount: string) => {
  const before = (100 - Number(discount)).toFixed(2);
  return { subtotal: '100.00', discount, total_before_tax: before, estimated_tax: '0.00', shipping: '0.00', total: before };
};

function api(path: string, init: RequestInit | undefined) {
  if (/^\/api\/client\/\d+\/cart\/check$/.test(path)) {
    return json({
      lines: [{ product_id: 3, variant_id: null, key: '3:', quantity: 2, unit_price: '50.00', available: 9, problem: null }],
      totals: totals('0.00'),
    });
  }
  if (/^\/api\/client\/\d+\/cart\/discount$/.test(path)) {
    const { code } = JSON.parse(String(init?.body)) as { code: string };
    if (code.toUpperCase() === 'SPRING25') return json({ code: 'Spring25', discount: '25.00', totals: totals('25.00') });
    if (code === 'BIG')
      return json(
        {
          error: { code: 'discount_below_minimum', message: 'discounts:refused.below_minimum' },
          discount: { refusal: 'below_minimum', minimum: '150.00' },
        },
        422,
      );
    return json({ error: { code: 'discount_expired', message: 'discounts:refused.expired' }, discount: { refusal: 'expired' } }, 422);
  }
  return null;
}

afterEach(() => localStorage.clear());

describe('the cart’s discount code (issue 30)', () => {
  it('applies a code: the discount line names it, the total is the server’s, and the code is kept for the checkout', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ lines: [{ ...line, productId: 3, variantId: null, quantity: 2, availableQuantity: 9 }] }),
    );
    const user = userEvent.setup();
    renderSite('/cart', { api });
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'spring25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code Spring25 applied')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Discount (Spring25)$25.00');
    expect(summary).toHaveTextContent('Total$75.00');
    expect(localStorage.getItem('cart_discount_code')).toBe('Spring25');
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(summary).toHaveTextContent('Total$100.00'));
    expect(localStorage.getItem('cart_discount_code')).toBeNull();
  });

  it('a refused code says why (a minimum in the business’s money) and is not kept', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ lines: [{ ...line, productId: 3, variantId: null, quantity: 2, availableQuantity: 9 }] }),
    );
    const user = userEvent.setup();
    renderSite('/cart', { api });
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code has expired.');
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByRole('textbox', { name: 'Discount code' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'BIG');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your order must reach $150.00 to use this discount code.')).toBeInTheDocument();
    expect(localStorage.getItem('cart_discount_code')).toBeNull();
  });

  it('in Spanish on the salon', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ lines: [{ ...line, productId: 3, variantId: null, quantity: 2, availableQuantity: 9 }] }),
    );
    const user = userEvent.setup();
    renderSite('/cart', { api, sub: 'salon', locale: 'es' });
    await user.type(await screen.findByRole('textbox', { name: 'Código de descuento' }), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este código de descuento ha caducado.');
  });
});
