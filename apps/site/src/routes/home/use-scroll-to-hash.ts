// A nav link to a section from another page arrives as /#section-about: scroll there once the home
// page has rendered (spec §9 scroll offset −70 is the sections' scroll-margin).
import { scrollToSection } from '@vitrina/sections';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) scrollToSection(id);
  }, [hash]);
}
