// Image previews (spec §2 about_img_url and hero_img_url): the given images replace the about image and the
// hero background, and so the page's og:image. A query string anyone can write must not put any picture
// under a business's address (issue 25): only the business's own files are taken (core-model
// clientAssetKey: its uploads and demo pictures, as paths on its own host); anything else is ignored, and
// the page is as without it.
import { clientAssetKey } from '@vitrina/core-model';
import type { Client, ImagePreview, SiteData } from '@vitrina/core-model';

/** The preview images a page shows: each one the business's own, or null. */
export interface PreviewImages {
  heroImgUrl: string | null;
  aboutImgUrl: string | null;
}

type AssetOwner = Pick<Client, 'id' | 'wurkzen_subdomain'>;

const own = (value: string, client: AssetOwner): string | null => {
  const url = value.trim();
  return clientAssetKey(url, client) === null ? null : url;
};

/** The asked images that are files of `client`; null when none is. */
export function ownPreviewImages(images: ImagePreview | PreviewImages | null, client: AssetOwner): PreviewImages | null {
  if (!images) return null;
  const heroImgUrl = images.heroImgUrl === null ? null : own(images.heroImgUrl, client);
  const aboutImgUrl = images.aboutImgUrl === null ? null : own(images.aboutImgUrl, client);
  return heroImgUrl || aboutImgUrl ? { heroImgUrl, aboutImgUrl } : null;
}

/** The site with the business's own preview images in place (others are ignored). */
export function applyImagePreview(site: SiteData, images: ImagePreview | PreviewImages | null): SiteData {
  const accepted = ownPreviewImages(images, site.client);
  if (!accepted) return site;
  const { heroImgUrl: hero, aboutImgUrl: about } = accepted;
  return {
    ...site,
    sections: site.sections.map((section) => {
      if (section.section_name === 'hero' && hero) return { ...section, bg_img_url: hero };
      if (section.section_name === 'about' && about) return { ...section, img_url: about };
      return section;
    }),
  };
}
