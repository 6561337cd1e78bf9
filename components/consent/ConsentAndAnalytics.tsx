import { getTranslations } from 'next-intl/server';
import { homePathsFor } from '@/lib/analytics/page-type';
import { consentBannerScript } from '@/lib/consent/banner-script';
import { cookieSettingsPath } from '@/lib/consent/settings-path';
import { thirdPartyConfig } from '@/lib/consent/third-parties';
import type { Storefront } from '@/lib/stores';
import { ConsentIsland } from './ConsentIsland';

/**
 * Consent and analytics of the default layout (spec §2 Layouts: tag manager, third-party loader
 * after 5000 ms; §7 'Analytics events'; §9 'Cookies'): the consent banner, `pageView` on every route,
 * the tag manager and the third-party loader, both only after consent. Server component: the copy
 * (`consent.banner`) and the script URLs (environment, lib/consent/third-parties.ts) are the same
 * for every visitor, so cached pages may hold them; the consent choice is read in the browser. The
 * banner is in the HTML; the inline script after it shows it to a visitor who has not chosen
 * (lib/consent/banner-script.ts).
 * `cookieSettingsHref` and `homePaths` default to the demo content's paths per language
 * (lib/consent/settings-path.ts, lib/analytics/page-type.ts) until they come from content;
 * `loggedIn` is false until accounts exist; it is visitor-specific, so it must then come from the
 * browser (e.g. a readable login hint cookie), never from this cached server render.
 */
export async function ConsentAndAnalytics({
  storefront,
  cookieSettingsHref = cookieSettingsPath(storefront.language),
  homePaths = homePathsFor(storefront.language),
  loggedIn = false,
}: {
  storefront: Storefront;
  cookieSettingsHref?: string;
  homePaths?: readonly string[];
  loggedIn?: boolean;
}) {
  const t = await getTranslations('consent.banner');
  const config = thirdPartyConfig();
  return (
    <>
      <ConsentIsland
        copy={{
          title: t('title'),
          text: t('text'),
          acceptAll: t('acceptAll'),
          onlyNecessary: t('onlyNecessary'),
          settings: t('settings'),
        }}
        cookieSettingsHref={cookieSettingsHref}
        tagManagerUrl={config.tagManagerUrl}
        loaderScripts={config.loaderScriptUrls}
        language={storefront.language}
        loggedIn={loggedIn}
        homePaths={homePaths}
      />
      {/* Runs while the HTML is parsed, once the banner above it is complete. */}
      <script dangerouslySetInnerHTML={{ __html: consentBannerScript() }} />
    </>
  );
}
