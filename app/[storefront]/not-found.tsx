import type { Metadata } from 'next';
import { MainArea } from '@/components/layout/MainArea';
import { NotFoundContent, notFoundMetadata } from '@/components/layout/NotFoundContent';

/** The 404's own title instead of the shop name alone (WCAG 2.4.2). */
export async function generateMetadata({ params }: { params?: Promise<{ storefront: string }> }): Promise<Metadata> {
  return notFoundMetadata(params);
}

/**
 * 404 outside the shop layout: unknown products (`/products/{sku}/`), an unknown order on the finish
 * page (spec §8), unknown storefront segments.
 */
export default function NotFound() {
  return (
    <MainArea>
      <NotFoundContent />
    </MainArea>
  );
}
