// Shared body of the store teaser and the store container: title, texts, product cards, store link.
// Colours default to spec §4's store colours (#f9f9f9 outside, #ffffff inside).
import { STORE_SECTION_BG_COLOR, STORE_SECTION_INNER_BG_COLOR, sectionAnchorId } from '@vitrina/core-model';
import type { SectionName } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../paragraphs/section-heading.js';
import { ProductCards } from '../product-cards/product-cards.js';
import { innerColors, sectionColors } from '../section-background/section-background.js';
import type { SectionProps } from '../section-props.js';
import { StoreLink } from './store-link.js';

interface StoreBlockProps extends SectionProps {
  name: Extract<SectionName, 'store' | 'storeContainerSection'>;
  /** How many products the block shows at most. */
  maxProducts: number;
}

export function StoreBlock({ name, maxProducts, section, site, hrefFor, products = [] }: StoreBlockProps) {
  const { t } = useTranslation(['sections']);
  const id = sectionAnchorId(name);
  const title = section.title.trim() || t('sections:defaults.store.title');
  const subtitle = section.title_subtext.trim() || t('sections:defaults.store.subtitle');
  const colors = {
    ...section,
    bg_color: section.bg_color.trim() || STORE_SECTION_BG_COLOR,
    inner_bg_color: section.inner_bg_color.trim() || STORE_SECTION_INNER_BG_COLOR,
  };

  return (
    <section
      id={id}
      className={`vs-section vs-store vs-store--${name === 'store' ? 'teaser' : 'container'}`}
      style={sectionColors(colors)}
      aria-labelledby={`${id}-title`}
    >
      <div className="vs-section__inner vs-store__inner" style={innerColors(colors)}>
        <SectionHeading id={id} title={title} lead={subtitle} body={section.body} />
        <ProductCards
          products={products.slice(0, maxProducts)}
          hrefFor={hrefFor}
          currency={site.client.currency_code}
          label={t('sections:store.products')}
        />
        <p className="vs-section__action">
          <StoreLink ecommerceUrl={site.main_site_variables.ecommerce_url} hrefFor={hrefFor} />
        </p>
      </div>
    </section>
  );
}
