import type { BlogArticleDocument, BlogArticleSummary, BlogListPageDocument } from '@/lib/prismic/blog';

/** Test data for the blog components: article summaries, a list document and an article document. */

const TOPICS = [
  ['clean-white-sneakers', 'How to get white sneakers clean again', 'Sneakers'],
  ['autumn-shoe-trends', 'Shoe trends for autumn', 'Trends'],
  ['winter-proof-boots', 'Make your boots winter-proof', 'Care'],
  ['measure-your-shoe-size', 'Measure your shoe size at home', 'Size advice'],
  ['how-the-club-works', 'How the club works', 'Club'],
  ['leather-shoe-care', 'Leather shoe care in four steps', 'Care'],
  ['one-dress-three-looks', 'One dress, three looks', 'Style'],
  ['comfortable-sandals', 'Sandals that stay comfortable', 'Trends'],
] as const;

/** Eight articles, newest first, one every two weeks back from 14 October 2025. */
export const ARTICLES: BlogArticleSummary[] = TOPICS.map(([uid, title, category], index) => {
  const date = new Date(Date.UTC(2025, 9, 14 - index * 14)).toISOString().slice(0, 10);
  return {
    id: `blog-article-${uid}-en-gb`,
    uid,
    href: `/blog/${uid}/`,
    title,
    date,
    author: 'Sanne de Vries',
    teaser: `Teaser of ${title.toLowerCase()}.`,
    image: {
      url: `/content/blog/${uid}.svg`,
      alt: `Picture for ${title.toLowerCase()}`,
      dimensions: { width: 1200, height: 800 },
      copyright: null,
      id: uid,
      edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
    },
    top: index === 0 || index === 1 || index === 3 || index === 4,
    category,
  };
});

export const TOP = ARTICLES.filter((article) => article.top).slice(0, 3);

export const LIST_PAGE = {
  id: 'blog-list-page-blog-en-gb',
  uid: 'blog',
  type: 'blog_list_page',
  lang: 'en-gb',
  alternate_languages: [],
  data: {
    title: 'The Stride & Style blog',
    intro: [{ type: 'paragraph', text: 'Care tips, size advice and trends.', spans: [] }],
    slices: [
      {
        id: 'usps$1',
        slice_type: 'usps',
        slice_label: null,
        variation: 'default',
        version: 'initial',
        primary: { title: 'Why shop with us' },
        items: [],
      },
    ],
    meta_title: null,
    meta_description: null,
    robots: 'index,follow',
  },
} as unknown as BlogListPageDocument;

/** An article document; `data` overrides its fields. */
export function articleDocument(data: Partial<BlogArticleDocument['data']> = {}): BlogArticleDocument {
  return {
    id: 'blog-article-measure-your-shoe-size-en-gb',
    uid: 'measure-your-shoe-size',
    type: 'blog_article',
    lang: 'en-gb',
    url: null,
    href: '',
    tags: [],
    slugs: [],
    linked_documents: [],
    alternate_languages: [],
    first_publication_date: '2025-09-16T08:00:00+0000',
    last_publication_date: '2025-09-18T10:30:00+0000',
    data: {
      title: 'Measure your shoe size at home',
      publication_date: '2025-09-16',
      author: 'Sanne de Vries',
      teaser: 'A pen, a sheet of paper and a ruler are all you need.',
      image: ARTICLES[3]!.image,
      top_article: true,
      category: 'Size advice',
      slices: [
        {
          id: 'richtext$1',
          slice_type: 'richtext',
          slice_label: null,
          variation: 'default',
          version: 'initial',
          primary: { content: [{ type: 'paragraph', text: 'Measure in the late afternoon.', spans: [] }] },
          items: [],
        },
      ],
      meta_title: null,
      meta_description: null,
      robots: 'index,follow',
      ...data,
    },
  } as unknown as BlogArticleDocument;
}
