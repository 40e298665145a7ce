// Popup key → lazily loaded popup component, so each popup's code (formik, yup, uploads) loads only when
// it is opened, and never in the site bundle. Only the editor's entry (main.tsx) imports this file: it
// reaches every popup, so a popup importing it back would close an import cycle (popups take their
// types from popup-contract.ts). One line per popup, e.g.
//   hero: lazy(() => import('./hero-popup/hero-popup.js').then((m) => ({ default: m.HeroPopup }))),
import { lazy } from 'react';
import type { PopupRegistry } from './popup-contract.js';

export const popupRegistry: PopupRegistry = {
  siteConfig: lazy(() => import('./site-config-popup/site-config-popup.js').then((m) => ({ default: m.SiteConfigPopup }))),
  logo: lazy(() => import('./logo-popup/logo-popup.js').then((m) => ({ default: m.LogoPopup }))),
  header: lazy(() => import('./header-popup/header-popup.js').then((m) => ({ default: m.HeaderPopup }))),
  hero: lazy(() => import('./hero-popup/hero-popup.js').then((m) => ({ default: m.HeroPopup }))),
  about: lazy(() => import('./about-popup/about-popup.js').then((m) => ({ default: m.AboutPopup }))),
  aboutImage: lazy(() => import('./about-image-popup/about-image-popup.js').then((m) => ({ default: m.AboutImagePopup }))),
  hyperlink: lazy(() => import('./hyperlink-popup/hyperlink-popup.js').then((m) => ({ default: m.HyperlinkPopup }))),
  footer: lazy(() => import('./footer-popup/footer-popup.js').then((m) => ({ default: m.FooterPopup }))),
  galleryImage: lazy(() => import('./gallery-image-popup/gallery-image-popup.js').then((m) => ({ default: m.GalleryImagePopup }))),
  backup: lazy(() => import('./backup-popup/backup-popup.js').then((m) => ({ default: m.BackupPopup }))),
  service: lazy(() => import('./service-popup/service-popup.js').then((m) => ({ default: m.ServicePopup }))),
  location: lazy(() => import('./location-popup/location-popup.js').then((m) => ({ default: m.LocationPopup }))),
  locationUpdate: lazy(() => import('./location-update-popup/location-update-popup.js').then((m) => ({ default: m.LocationUpdatePopup }))),
  store: lazy(() => import('./store-popup/store-popup.js').then((m) => ({ default: m.StorePopup }))),
  storeContainerSection: lazy(() =>
    import('./store-container-popup/store-container-popup.js').then((m) => ({ default: m.StoreContainerPopup })),
  ),
  gallery: lazy(() => import('./gallery-section-popup/gallery-section-popup.js').then((m) => ({ default: m.GallerySectionPopup }))),
};
