// The back office's orders screen (issue 13). Placeholder until the screen lands: says so plainly.
import { createElement } from 'react';
import { NotBuiltPanel } from '../screen-panels.js';

export function OrdersScreen(_props: { clientId: number }) {
  return createElement(NotBuiltPanel, { screen: 'orders' });
}
