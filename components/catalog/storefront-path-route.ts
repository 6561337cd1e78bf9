import type { Metadata } from 'next';
import { DEFAULT_PLP_STATE, parseStateSegment } from '@/lib/catalog/plp-state';
import { buildTimeSampleProduct } from '@/lib/commerce/static-params';
import type { StorefrontPath } from '@/lib/routing/page-path';
import { storefrontFromParams } from '@/lib/storefront';
import { storefrontPathMetadata } from './storefront-path-metadata';

/*
 * What the routes that render storefront paths share (the catch-all, `product-detail/`, `product-list/{state}/` and
 * `list-page/{state}/`; docs/decisions/0028-routes-per-page-kind.md): their params, a sample to prerender and their
 * metadata. No component here: each route imports only the page component it renders.
 */

/** A storefront path route's params: the path's segments and, in a list state route, the state segment. */
export type StorefrontPathParams = Promise<{ storefront: string; slug: string[]; state?: string }>;

/** The storefront path the params name, in the state of the state segment (`brand%3Dnike%26page%3D2`), else the default. */
export async function pathOfParams(params: StorefrontPathParams): Promise<StorefrontPath> {
  const { slug, state } = await params;
  return { slug, state: state === undefined ? DEFAULT_PLP_STATE : parseStateSegment(state) };
}

/**
 * A route's `generateStaticParams`: one product's path per storefront, in `state` for a state route (Cache Components
 * wants a value per dynamic segment to prerender a route; without one Next renders it per request). Every other path
 * is cached on its first visit. A route that renders no product prerenders it as a 404, which no shopper reaches.
 *
 * @param state the state segment of a state route (`page=1`)
 */
export function samplePathParams(state?: string) {
  return async ({ params }: { params: { storefront: string } }) => {
    const sample = await buildTimeSampleProduct(params.storefront);
    if (!sample) return [];
    return [state === undefined ? { slug: sample.slug } : { state, slug: sample.slug }];
  };
}

/** A route's `generateMetadata`: title, description, canonical and alternates of what is at the path. */
export async function pathRouteMetadata({ params }: { params: StorefrontPathParams }): Promise<Metadata> {
  return storefrontPathMetadata(await storefrontFromParams(params), await pathOfParams(params));
}
