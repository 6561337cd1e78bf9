/**
 * A product's categories as a breadcrumb trail, top level first (Dames › Schoenen › Pumps), each
 * with its page; a level without a page in the storefront is left out (spec §2 'Product detail'
 * breadcrumbs and BreadcrumbList).
 */
export function categoryTrail(
  categories: readonly { level: number; name: string; url: string | null }[],
): { label: string; url: string }[] {
  return [...categories]
    .sort((a, b) => a.level - b.level)
    .flatMap((category) => (category.url ? [{ label: category.name, url: category.url }] : []));
}
