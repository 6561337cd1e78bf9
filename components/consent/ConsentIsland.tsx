'use client';

import { ConsentBanner, type ConsentBannerCopy } from './ConsentBanner';
import { PageViewTracker } from './PageViewTracker';
import { TagManager } from './TagManager';
import { ThirdPartyLoader } from './ThirdPartyLoader';

export interface ConsentIslandProps {
  copy: ConsentBannerCopy;
  cookieSettingsHref: string;
  /** `TAG_MANAGER_URL`, or null. */
  tagManagerUrl: string | null;
  /** Scripts of the third-party loader. */
  loaderScripts: readonly string[];
  language: string;
  loggedIn: boolean;
  homePaths: readonly string[];
}

/**
 * The one client island of consent and analytics: the banner, the tag manager, the third-party
 * loader and the page view tracker, which all read the same consent state in the browser.
 */
export function ConsentIsland({
  copy,
  cookieSettingsHref,
  tagManagerUrl,
  loaderScripts,
  language,
  loggedIn,
  homePaths,
}: ConsentIslandProps) {
  return (
    <>
      <ConsentBanner copy={copy} cookieSettingsHref={cookieSettingsHref} />
      <PageViewTracker language={language} loggedIn={loggedIn} homePaths={homePaths} />
      <TagManager src={tagManagerUrl} />
      <ThirdPartyLoader scripts={loaderScripts} />
    </>
  );
}
