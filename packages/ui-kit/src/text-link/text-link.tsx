import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

/**
 * `inline`: a link in running text (text colour, a thin underline that thickens on hover).
 * `nav`: an entry of a toolbar or navigation (no underline, a 44 px target, `aria-current` marks the page).
 * `button`: a link that reads as an action (the secondary button's look, for ways out such as "View site").
 */
export type TextLinkVariant = 'inline' | 'nav' | 'button';

export type TextLinkProps<C extends ElementType = 'a'> = {
  /** What renders the link: a plain anchor by default, or a router's link (e.g. react-router's `Link` with `to`). */
  as?: C;
  variant?: TextLinkVariant;
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'className' | 'children'>;

/** A styled link with the ui-kit's focus ring and font — never the browser's underlined blue. */
export function TextLink<C extends ElementType = 'a'>({ as, variant = 'inline', className, children, ...rest }: TextLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  const classes = ['vk-link', `vk-link--${variant}`, className].filter(Boolean).join(' ');
  return (
    <Component {...rest} className={classes}>
      {children}
    </Component>
  );
}
