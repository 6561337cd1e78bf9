import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('utility');
  return { title: t('emptyLayout'), robots: { index: false, follow: false } };
}

/**
 * `/empty-layout/` (spec §2 routes, utility pages): the empty layout itself, with nothing but a
 * heading for assistive technology; for embedding and for checking the bare document.
 */
export default async function EmptyLayoutPage() {
  const t = await getTranslations('utility');
  return <h1 className="visually-hidden">{t('emptyLayout')}</h1>;
}
