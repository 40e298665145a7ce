// Namespace `discounts` (issue 30 "Discount codes"), in Spanish: see en/discounts.ts.
import type { Translation } from '../translation.js';
import type { discounts as en } from '../en/discounts.js';

export const discounts = {
  cart: {
    label: 'Código de descuento',
    apply: 'Aplicar',
    applying: 'Aplicando…',
    remove: 'Quitar código',
    applied: 'Código {{code}} aplicado',
    line: 'Descuento ({{code}})',
  },
  refused: {
    unknown: 'Este código de descuento no existe. Revisa cómo está escrito.',
    paused: 'Este código de descuento está en pausa por ahora.',
    not_started: 'Este código de descuento todavía no es válido.',
    expired: 'Este código de descuento ha caducado.',
    used_up: 'Este código de descuento ya se ha agotado.',
    customer_limit: 'Ya has usado este código de descuento todas las veces que permite.',
    below_minimum: 'Tu pedido debe llegar a {{minimum}} para usar este código de descuento.',
    not_applicable: 'Este código de descuento no se aplica a nada de tu carrito.',
  },
} as const satisfies Translation<typeof en>;
