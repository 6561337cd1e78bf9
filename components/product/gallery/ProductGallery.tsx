import { ServerImage } from '@/components/ui/ServerImage';
import { Rotate3d } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { PdpProduct } from '@/graphql/catalog';
import { galleryImages } from '@/lib/product/gallery';
import { GalleryZoomLoader } from './GalleryZoomLoader';
import { ThreeSixty } from './ThreeSixty';
import { ZoomTrigger } from './ZoomTrigger';
import styles from './ProductGallery.module.css';

/**
 * The PDP gallery (spec §2 'Product detail', §3 'Size and media', §9 'Images: product images 498x705 (highlight
 * 830x1175)'): the first image as the 830×1175 highlight, the others at 498×705, each a button that
 * opens the zoom dialog there (`ZoomTrigger`; the dialog loads on first use); then, when the product
 * has them, the 360° view (its first frame, turning once pressed) and the video (native controls,
 * never autoplayed, no sound track: nothing moves unless the shopper starts it, which also respects
 * prefers-reduced-motion). Server component: only the buttons are client islands.
 */
export function ProductGallery({
  product,
}: {
  product: Pick<PdpProduct, 'sku' | 'brand' | 'name' | 'color' | 'images' | 'threesixty' | 'video'>;
}) {
  const t = useTranslations('pdp');
  const tc = useTranslations('pdpContent');
  const tp = useTranslations('product');
  const name = `${product.brand} ${product.name}`;
  const images = galleryImages(product.images, `${name} ${product.color}`);
  const count = images.length;
  return (
    <section className={styles.gallery} aria-label={tp('gallery')}>
      {images.map((image, index) => (
        <div key={image.highlight} className={index === 0 ? styles.highlight : styles.tile}>
          <ZoomTrigger owner={product.sku} index={index} label={t('zoomImage', { index: index + 1, count })}>
            {index === 0 ? (
              <ServerImage
                src={image.highlight}
                alt={image.alt}
                width={830}
                height={1175}
                unoptimized
                priority
                fetchPriority="high"
                sizes="(min-width: 64em) 60vw, 100vw"
              />
            ) : (
              <ServerImage
                src={image.product}
                alt={image.alt}
                width={498}
                height={705}
                unoptimized
                sizes="(min-width: 64em) 30vw, 50vw"
              />
            )}
          </ZoomTrigger>
        </div>
      ))}
      {product.threesixty.length > 0 ? (
        <div className={styles.tile}>
          <ThreeSixty
            frames={product.threesixty}
            alt={`${name} ${product.color}`}
            labels={{
              start: t('threesixtyStart'),
              view: t('threesixty'),
              hint: t('threesixtyHint'),
              angle: t('threesixtyAngle', { angle: '{angle}' }),
            }}
          >
            <ServerImage
              src={product.threesixty[0]!}
              alt=""
              width={498}
              height={705}
              unoptimized
              sizes="(min-width: 64em) 30vw, 50vw"
            />
            <span className={styles.badge}>
              <Rotate3d aria-hidden="true" focusable="false" size={20} />
              360°
            </span>
          </ThreeSixty>
        </div>
      ) : null}
      {product.video ? (
        <figure className={styles.tile}>
          <video
            className={styles.video}
            controls
            muted
            playsInline
            preload="none"
            poster={images[0]?.product}
            width={498}
            height={705}
            aria-label={tc('videoLabel', { name })}
          >
            <source src={product.video} type="video/mp4" />
          </video>
          <figcaption className={styles.caption}>{tc('video')}</figcaption>
        </figure>
      ) : null}
      <GalleryZoomLoader
        owner={product.sku}
        title={t('zoomTitle', { name })}
        images={images.map((image) => ({ src: image.highlight, alt: image.alt || `${name} ${product.color}` }))}
      />
    </section>
  );
}
