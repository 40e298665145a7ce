// The store container (spec §3 section "storeContainerSection"): a larger product grid on the home page.
import type { SectionProps } from '../section-props.js';
import { StoreBlock } from '../store-section/index.js';

export function StoreContainerSection(props: SectionProps) {
  return <StoreBlock {...props} name="storeContainerSection" maxProducts={8} />;
}
