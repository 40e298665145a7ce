import type { HTMLAttributes, ReactNode } from 'react';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  children: ReactNode;
}

/** Text for screen readers only: kept in the accessibility tree, clipped out of view. */
export function VisuallyHidden({ children, className, ...rest }: VisuallyHiddenProps) {
  return (
    <span {...rest} className={className ? `vk-visually-hidden ${className}` : 'vk-visually-hidden'}>
      {children}
    </span>
  );
}
