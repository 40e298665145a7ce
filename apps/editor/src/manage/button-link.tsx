// A link that looks like a ui-kit button (it goes somewhere rather than doing something): "New …" on the lists.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ButtonLinkProps {
  to: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}

export function ButtonLink({ to, variant = 'primary', children }: ButtonLinkProps) {
  return (
    <Link className={`vbl-new vk-button vk-button--${variant}`} to={to}>
      <span className="vk-button__label">{children}</span>
    </Link>
  );
}
