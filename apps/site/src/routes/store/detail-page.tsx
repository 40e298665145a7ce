// One record's own page on the site (a product, a service, a blog post): the article named by its title, with
// the link back to its list above it; a product's or service's name and price, and its description under its
// own heading. The link back is a plain link (the site shell's link interception navigates client-side on a
// page hydrated whole), so a product island can load this module without the router.
import { Paragraphs } from '@vitrina/sections';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DetailArticleProps {
  /** The page's own classes after `vs-section site-page` (`site-product`, `site-post`). */
  className: string;
  /** The id of the page's h1. */
  titleId: string;
  /** Classes of the inner box after `vs-section__inner`. */
  innerClassName?: string;
  /** The link back to the list: where it goes (already an href of the site), what it says, its paragraph's class. */
  back: { to: string; label: string; className: string };
  children: ReactNode;
}

export function DetailArticle({ className, titleId, innerClassName, back, children }: DetailArticleProps) {
  return (
    <article className={`vs-section site-page ${className}`} aria-labelledby={titleId}>
      <div className={innerClassName ? `vs-section__inner ${innerClassName}` : 'vs-section__inner'}>
        <p className={back.className}>
          <a href={back.to}>{back.label}</a>
        </p>
        {children}
      </div>
    </article>
  );
}

export interface DetailTitleProps {
  /** The page's h1: its id and text (the record's name). */
  titleId: string;
  title: string;
  /** Said before the price to screen readers only ("Price"). */
  priceLabel: string;
  /** The price as the record shows it. */
  children: ReactNode;
}

/** A product's or service's name, the page's h1, then its price. */
export function DetailTitle({ titleId, title, priceLabel, children }: DetailTitleProps) {
  return (
    <>
      <h1 id={titleId} className="site-product__title">
        {title}
      </h1>
      <p className="site-product__price">
        <span className="vk-visually-hidden">{priceLabel}: </span>
        {children}
      </p>
    </>
  );
}

/** A product's or service's description (paragraphs) under "Description"; nothing when it is blank. */
export function DetailDescription({ text }: { text: string }) {
  const { t } = useTranslation(['commerce']);
  if (!text.trim()) return null;
  return (
    <div className="site-product__description">
      <h2 className="site-product__subtitle">{t('commerce:product.description')}</h2>
      <Paragraphs text={text} />
    </div>
  );
}
