import { SliceZone } from '@prismicio/react';
import { components } from '@/slices';
import type { Storefront } from '@/lib/stores';
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
 */
export function ContentPage({
  page,
  storefront,
  visuallyHiddenTitle = false,
}: {
  page: ContentDocument;
  storefront: Storefront;
  visuallyHiddenTitle?: boolean;
}) {
  const title = page.data.title || page.data.meta_title;
  const context: SliceContext = { storefront };
  return (
    <div>
      {title ? <h1 className={visuallyHiddenTitle ? 'visually-hidden' : styles.title}>{title}</h1> : null}
      {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- slice shapes are declared per slice */}
      <SliceZone slices={(page.data.slices ?? []) as any} components={components} context={context} />
    </div>
  );
}
