import { getImageProps, type ImageProps } from 'next/image';

/**
 * `next/image` for server components, without its client component: the same markup (the optimizer's
 * `srcSet` and `sizes`, width and height, lazy loading) from `getImageProps`, rendered as a plain `<img>`.
 * `next/image` itself is a client component: about 6 kB gzip of script in every route that renders one, and
 * one more component to hydrate per image. `priority` (or `preload`) makes the image eager with high fetch
 * priority; it is in the server's HTML, so the browser finds it without a preload hint. Takes `next/image`'s props.
 */
export function ServerImage({ priority, preload: preloadProp, ...props }: ImageProps) {
  const eager = Boolean(priority || preloadProp);
  const { props: img } = getImageProps({ ...props, ...(eager ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt comes from getImageProps
  return <img {...img} />;
}
