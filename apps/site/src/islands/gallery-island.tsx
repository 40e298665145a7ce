// The gallery page's grid as an island (docs/decisions.md "Islands on the home page"): hydrated over its
// server-rendered mark the first time a visitor touches it, so its lightbox works; the rest of the page is
// never rendered again. The lightbox renders nothing while closed, so the grid's markup is the server's.
import type { GalleryImage } from '@vitrina/core-model';
import { GalleryGrid } from '@vitrina/sections';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { hydrateIsland } from './hydrate-island.js';
import type { IslandState } from './island-state.js';

export interface GalleryIslandProps {
  images: GalleryImage[];
}

/** Its effect runs once React has hydrated the island and attached its handlers. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/** Hydrates the grid in `mark`; resolves once it handles its events. */
export function hydrateGallery(mark: HTMLElement, props: GalleryIslandProps, state: IslandState): Promise<void> {
  return hydrateIsland(mark, state, (done) => (
    <Hydrated onDone={done}>
      <GalleryGrid images={props.images} />
    </Hydrated>
  ));
}
