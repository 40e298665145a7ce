// /gallery (spec §2): every image with its description in a grid; the lightbox moves with ← / → and
// closes with Escape. Images come from the gallery API, or the published site data if that failed.
import { galleryApi } from '@vitrina/api-client';
import { GalleryGrid } from '@vitrina/sections';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSiteContext } from '../../app/site-context.js';
import type { SiteState } from '../../store/create-store.js';
import { Island } from '../../islands/island.js';
import { usePageHandle } from '../layout/use-page-handle.js';
import { PageFrame } from '../page-frame.js';

export function GalleryPage() {
  const { t } = useTranslation(['sections']);
  const { site } = useSiteContext();
  const fetched = useSelector((state: SiteState) => galleryApi.endpoints.gallery.select(site.client.id)(state).data);
  const handle = usePageHandle();
  const images = fetched ?? site.gallery;
  const section = site.sections.find((s) => s.section_name === 'gallery');
  const title = section?.title.trim() || t('sections:defaults.gallery.title');
  const subtitle = section?.title_subtext.trim();
  return (
    <PageFrame name="gallery" title={title}>
      {subtitle && <p className="vs-section__subtitle">{subtitle}</p>}
      {/* Served as islands, the grid wakes on its own (src/islands/gallery-island.tsx) with the images it shows. */}
      {handle?.islands ? (
        <Island name="gallery" props={{ images }}>
          <GalleryGrid images={images} />
        </Island>
      ) : (
        <GalleryGrid images={images} />
      )}
    </PageFrame>
  );
}
