// Image previews (spec §2 about_img_url and hero_img_url): the given images replace the about image
// and the hero background. Only http(s) or site-relative URLs are taken; anything else is ignored.
import type { ImagePreview, SiteData } from '@vitrina/core-model';

// http(s) or a site path, with none of the characters that could leave a CSS url() or an attribute.
const SAFE_URL = /^(?:https?:\/\/[^\s"'()\\<>]+|\/(?!\/)[^\s"'()\\<>]*)$/i;

export function safeImageUrl(value: string): string | null {
  const url = value.trim();
  return SAFE_URL.test(url) ? url : null;
}

export function applyImagePreview(site: SiteData, images: ImagePreview | null): SiteData {
  if (!images) return site;
  const hero = safeImageUrl(images.heroImgUrl);
  const about = safeImageUrl(images.aboutImgUrl);
  return {
    ...site,
    sections: site.sections.map((section) => {
      if (section.section_name === 'hero' && hero) return { ...section, bg_img_url: hero };
      if (section.section_name === 'about' && about) return { ...section, img_url: about };
      return section;
    }),
  };
}
