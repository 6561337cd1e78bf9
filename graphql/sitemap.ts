/**
 * The catalogue's sitemap URLs (spec §2 crawlers; commerce/schema.graphql sitemapUrls): a store's
 * product or list pages, a sitemap's worth at a time, each with its URL in every store.
 */
import { graphql, type ResultOf } from './graphql';

/** One page of the store's `pdp` or `plp` URLs from `offset`, at most `limit` (50,000 by default). */
export const SitemapUrls = graphql(`
  query SitemapUrls($pageType: String!, $offset: Int, $limit: Int) {
    sitemapUrls(pageType: $pageType, offset: $offset, limit: $limit) {
      total
      urls {
        url
        lastModified
        alternates {
          storeCode
          url
        }
      }
    }
  }
`);

export type SitemapUrlsData = ResultOf<typeof SitemapUrls>['sitemapUrls'];
