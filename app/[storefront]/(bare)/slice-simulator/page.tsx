import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSlices, SliceSimulator, type SliceSimulatorParams } from '@prismicio/next';
import { SliceZone } from '@prismicio/react';
import type { SliceContext } from '@/components/content/ContentPage';
import { storefrontFromParams } from '@/lib/storefront';
import { components } from '@/slices';
import { SLICE_MOCKS } from '@/slices/mocks';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('utility');
  return { title: t('sliceSimulator'), robots: { index: false, follow: false } };
}

/** Rendered per request: what it shows comes from the query string. */
export const instant = false;

type Props = SliceSimulatorParams & {
  params: Promise<{ storefront: string }>;
  searchParams: Promise<{ state?: string; slice?: string }>;
};

/**
 * `/slice-simulator/` (spec §2 routes): Slice Machine's and the Page Builder's slice simulator
 * (`state`: the slices being edited, through @prismicio/next's `SliceSimulator`). Without a
 * `state`, `?slice=<slice_type>` renders every variation of that slice from its `mocks.json`, and
 * no parameter lists the slices, so every block can be seen offline.
 */
export default async function SliceSimulatorPage({ params, searchParams }: Props) {
  const [storefront, query, t] = await Promise.all([
    storefrontFromParams(params),
    searchParams,
    getTranslations('utility'),
  ]);
  const context: SliceContext = { storefront };
  if (query.state) {
    return (
      <SliceSimulator>
        <SliceZone slices={getSlices(query.state)} components={components} context={context} />
      </SliceSimulator>
    );
  }
  const mocks = query.slice ? SLICE_MOCKS[query.slice] : undefined;
  if (mocks) {
    return (
      <>
        <h1 className="visually-hidden">{query.slice}</h1>
        {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- mocks of any slice type */}
        <SliceZone slices={mocks as any} components={components} context={context} />
      </>
    );
  }
  return (
    <div className={styles.index}>
      <h1>{t('sliceSimulator')}</h1>
      <ul>
        {Object.keys(SLICE_MOCKS).map((sliceType) => (
          <li key={sliceType}>
            <a href={`?slice=${sliceType}`}>{sliceType}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
