// The back office's products screen (issue 13). Placeholder until the screen lands: says so plainly.
import { createElement } from 'react';
import { NotBuiltPanel } from '../screen-panels.js';

export function ProductsScreen(_props: { clientId: number }) {
  return createElement(NotBuiltPanel, { screen: 'products' });
}
