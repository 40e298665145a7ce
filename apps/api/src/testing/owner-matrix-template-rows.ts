// The owner-route matrix's rows of the Design → Templates screen (issue 16): the owner only; a freemium
// owner may preview the templates (the draft save that switches one refuses them).
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute } from './owner-matrix-route.js';

export const TEMPLATE_MATRIX_ROUTES: MatrixRoute[] = [
  {
    method: 'POST',
    path: '/api/client/:id/builder-session',
    write: false,
    screen: 'templates',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/builder-session` }),
  },
];
