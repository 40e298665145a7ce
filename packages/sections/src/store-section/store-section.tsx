// The home page's store teaser (spec §4 "Store section"; inserted after the services by SiteSections).
import type { SectionProps } from '../section-props.js';
import { StoreBlock } from './store-block.js';

export function StoreSection(props: SectionProps) {
  return <StoreBlock {...props} name="store" maxProducts={4} />;
}
