/**
 * Navigation segments (spec §2 Header, §4 'Segment'): the for-her and for-him menus. for-her is the
 * default; the shopper's choice is kept in the `sw-segment` cookie for 365 days (§9). Pure data and
 * functions: used by `proxy.ts` and the menu alike.
 */
export const SEGMENTS = ['for-her', 'for-him'] as const;

export type Segment = (typeof SEGMENTS)[number];

export const DEFAULT_SEGMENT: Segment = 'for-her';

/** A cookie or other untrusted value as a segment; anything else is the default. */
export function parseSegment(value: string | null | undefined): Segment {
  return (SEGMENTS as readonly string[]).includes(value ?? '') ? (value as Segment) : DEFAULT_SEGMENT;
}

type Language = 'nl' | 'fr' | 'de';

/** The men's home page per store language (spec §2 'Localised paths': /heren-home/). */
export const MEN_HOME_PATH: Record<Language, string> = {
  nl: '/heren-home/',
  fr: '/accueil-homme/',
  de: '/herren-home/',
};

/** Whether `pathname` is the men's home of a store language (no breadcrumbs there, spec §2). */
export function isMenHomePath(pathname: string, language: string): boolean {
  return pathname === MEN_HOME_PATH[languageOf(language)];
}

/** The lookbook and the men's lookbook (spec §2: /lookbook/, /lookbook-for-him/). */
export const LOOKBOOK_PATH = '/lookbook/';
export const MEN_LOOKBOOK_PATH = '/lookbook-for-him/';

/** Path prefixes of the men's section per language: its categories, its home and its lookbook. */
const MEN_SECTION: Record<Language, string[]> = {
  nl: ['/heren/', MEN_HOME_PATH.nl, MEN_LOOKBOOK_PATH],
  fr: ['/homme/', MEN_HOME_PATH.fr, MEN_LOOKBOOK_PATH],
  de: ['/herren/', MEN_HOME_PATH.de, MEN_LOOKBOOK_PATH],
};

/** Path prefixes of the women's section per language (its categories). */
const WOMEN_SECTION: Record<Language, string[]> = {
  nl: ['/dames/'],
  fr: ['/femme/'],
  de: ['/damen/'],
};

const languageOf = (language: string): Language => (language === 'fr' || language === 'de' ? language : 'nl');

/**
 * The segment of a request (spec §4 'Segment'): a path in the women's section forces for-her, a
 * path in the men's section gives for-him; elsewhere the segment cookie, then the audience cookie
 * (`for-him`/`men` means for-him), else for-her. `fromPath` says whether the path decided. Only
 * a click on a segment stores it; visiting a section does not.
 */
export function requestSegment(
  pathname: string,
  language: string,
  cookies: { segment?: string; audience?: string },
): { segment: Segment; fromPath: boolean } {
  const lang = languageOf(language);
  if (WOMEN_SECTION[lang].some((prefix) => pathname.startsWith(prefix))) return { segment: 'for-her', fromPath: true };
  if (MEN_SECTION[lang].some((prefix) => pathname.startsWith(prefix))) return { segment: 'for-him', fromPath: true };
  if (cookies.segment) return { segment: parseSegment(cookies.segment), fromPath: false };
  const audience = cookies.audience?.toLowerCase();
  return { segment: audience === 'for-him' || audience === 'men' ? 'for-him' : DEFAULT_SEGMENT, fromPath: false };
}

/**
 * Where a for-him shopper is sent instead (spec §2 guards 'segments': the home path 302 to the
 * men's home, the lookbook path to the men's lookbook), or null.
 */
export function segmentRedirect(pathname: string, segment: Segment, language: string): string | null {
  if (segment !== 'for-him') return null;
  if (pathname === '/') return MEN_HOME_PATH[languageOf(language)];
  if (pathname === LOOKBOOK_PATH) return MEN_LOOKBOOK_PATH;
  return null;
}
