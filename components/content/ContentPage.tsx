import { SliceZone } from '@prismicio/react';
import type { components as allSlices } from '@/slices';
import type { Storefront } from '@/lib/stores';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import styles from './ContentPage.module.css';

/** Context every slice receives (SliceZone `context`). */
export interface SliceContext {
  storefront: Storefront;
}

interface ContentDocument {
  uid?: string | null;
  data: { title?: string | null; meta_title?: string | null; slices?: unknown[] };
}

/**
 * A CMS page (spec §2 'Content page', page type cms_page): a page heading and the document's
 * slices. `visuallyHiddenTitle` keeps the h1 for assistive technology on the home page.
 * `components` are the slices it can render: the full registry (`@/slices`) on content pages, the
 * core ones (`@/slices/core`) in the 404 boundary, which belongs to every page: what a module
 * imports there, its client parts load with every page. `breadcrumbs` shows Home / title above the
 * heading (spec §2: on every content page but the root and the men's home).
 */
export function ContentPage({
  page,
  storefront,
  visuallyHiddenTitle = false,
  breadcrumbs = false,
  components,
}: {
  page: ContentDocument;
  storefront: Storefront;
  visuallyHiddenTitle?: boolean;
  breadcrumbs?: boolean;
  components: Partial<typeof allSlices>;
}) {
  const title = page.data.title || page.data.meta_title;
  const context: SliceContext = { storefront };
  return (
    <div>
      {breadcrumbs && title ? <Breadcrumbs current={title} /> : null}
      {title ? <h1 className={visuallyHiddenTitle ? 'visually-hidden' : styles.title}>{title}</h1> : null}
      {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- slice shapes are declared per slice */}
      <SliceZone slices={(page.data.slices ?? []) as any} components={components} context={context} />
    </div>
  );
}
