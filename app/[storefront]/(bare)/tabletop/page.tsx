import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { TabletopStaffPage } from '@/components/tabletop/TabletopStaffPage';
import { allStores } from '@/lib/physical-stores/queries';
import { overviewOrder } from '@/lib/physical-stores/overview';
import { storefrontFromParams } from '@/lib/storefront';
import { COOKIES } from '@/lib/stores';
import { tabletopActionFor } from '@/lib/tabletop/session';
import { fetchTabletopSession } from '@/lib/tabletop/service';
import { STAFF_ERRORS, type StaffError } from '@/lib/tabletop/staff-form';

type Props = {
  params: Promise<{ storefront: string }>;
  searchParams: Promise<{ error?: string | string[]; retry?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  const t = await getTranslations('tabletopStaff');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The page reads the tablet's session cookie: rendered per request, never cached. */
export const instant = false;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `/tabletop/`, the staff page of tabletop mode (docs/decisions/0025-tabletop-sessions.md): on a
 * tablet that is not in tabletop mode, staff choose their store and enter its PIN to start; on one
 * that is, they see the store and can end the current visit or leave tabletop mode. Plain forms
 * posting to `/api/tabletop/staff` (they work before any script has loaded); an error comes back as
 * `?error=` (and `&retry=` minutes).
 */
export default async function TabletopPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const query = await searchParams;
  const error = one(query.error);
  const retry = Number(one(query.retry));
  const sessionId = (await cookies()).get(COOKIES.tabletopSession)?.value;
  const lookup = sessionId ? await fetchTabletopSession(sessionId) : null;
  const active = lookup?.kind === 'session' && tabletopActionFor(lookup) !== 'clear' ? lookup.session : null;
  const stores = active
    ? []
    : overviewOrder(
        await allStores(storefront.code, storefront.countryCode),
        storefront.countryCode,
        storefront.locale,
      );
  return (
    <TabletopStaffPage
      storefront={storefront}
      active={active}
      stores={stores.flatMap((store) =>
        store.reference ? [{ value: store.reference, label: `${store.city} · ${store.title}` }] : [],
      )}
      error={STAFF_ERRORS.includes(error as StaffError) ? (error as StaffError) : null}
      retryMinutes={Number.isInteger(retry) && retry > 0 ? retry : null}
    />
  );
}
