import { useEffect } from 'react';
import { pageTitle } from '@satchel/shared';

/**
 * The tab's title while this page shows, as the server writes it into the page's head for
 * crawlers (modules/seo); the shop's own title again when the page goes.
 */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(page);
    return () => {
      document.title = pageTitle();
    };
  }, [page]);
}
