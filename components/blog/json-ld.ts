/** What the article page knows of an article for its structured data. */
export interface BlogPostingFacts {
  title: string;
  /** `/blog/{uid}/` */
  href: string;
  /** `YYYY-MM-DD` */
  date: string | null;
  /** Prismic's last publication timestamp. */
  modified: string | null;
  author: string | null;
  description: string | null;
  imageUrl: string | null;
  category: string | null;
  /** BCP 47, e.g. `fr-BE`. */
  locale: string;
  siteName: string;
}

function isoTimestamp(value: string | null): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * schema.org `BlogPosting` of an article (headline, dates, author, image, language, publisher).
 * Empty facts are left out. Serialise it with {@link serializeJsonLd}.
 */
export function blogPostingJsonLd(facts: BlogPostingFacts): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: facts.title,
    url: facts.href,
    mainEntityOfPage: facts.href,
    inLanguage: facts.locale,
    publisher: { '@type': 'Organization', name: facts.siteName },
  };
  if (facts.description) data.description = facts.description;
  if (facts.date) data.datePublished = facts.date;
  const modified = isoTimestamp(facts.modified);
  if (modified) data.dateModified = modified;
  if (facts.author) data.author = { '@type': 'Person', name: facts.author };
  if (facts.imageUrl) data.image = facts.imageUrl;
  if (facts.category) data.articleSection = facts.category;
  return data;
}
