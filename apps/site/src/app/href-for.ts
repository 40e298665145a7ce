// Internal links as the site renders them: the open/ twin on template-1 sites (spec §4) and the preview
// query kept in preview mode (spec §2, §4 "Preview mode keeps the query string on internal links").
import { PLACEHOLDER_TEMPLATE_ID, matchRoute, openTwinPath, withPreviewQuery } from '@vitrina/core-model';
import type { HrefFor } from '@vitrina/sections';

export function createHrefFor(templateId: number, search: string): HrefFor {
  return (path) => {
    let href = path;
    if (templateId === PLACEHOLDER_TEMPLATE_ID && href.startsWith('/')) {
      const match = matchRoute(href);
      if (match?.route.openTwin && !match.open) href = openTwinPath(href);
    }
    return withPreviewQuery(href, search);
  };
}
