import { getImageProps } from 'next/image';
import * as prismic from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { useLocale, useTranslations } from 'next-intl';
import type { Content } from '@prismicio/client';
import { SliceSection } from '@/components/content/SliceSection';
import { optimizable } from '@/components/content/content-image';
import { LoopingVideo } from '@/components/content/video/LoopingVideo';
import { videoBox, videoFile, type VideoBox, type VideoFile } from '@/components/content/video/video-source';
import { ContentLink } from '@/components/ui/ContentLink';
import { linkHref } from '@/lib/prismic/links';
import styles from './index.module.css';

type Item = Content.VideosSliceDefaultItem;

/** An item that can play: its file, the box it reserves and its poster URL (if any). */
interface PlayableItem {
  item: Item;
  file: VideoFile;
  box: VideoBox;
  poster?: string;
}

/** The poster's URL: local raster images through the image optimizer at the video's width, others as they are. */
function posterUrl(poster: prismic.ImageField, box: VideoBox): string | undefined {
  if (!prismic.isFilled.image(poster)) return undefined;
  if (!optimizable(poster.url)) return poster.url;
  return getImageProps({ src: poster.url, width: box.width, height: box.height, alt: '' }).props.src;
}

/** Items with a playable file (mp4/webm), in the editor's order; box from the fields, else the poster's size, else 16:9. */
export function playableItems(items: Item[]): PlayableItem[] {
  return items.flatMap((item) => {
    const file = videoFile(item.video);
    if (!file) return [];
    const posterSize = prismic.isFilled.image(item.poster) ? item.poster.dimensions : null;
    const box = videoBox(item.video_width, item.video_height, posterSize);
    return [{ item, file, box, poster: posterUrl(item.poster, box) }];
  });
}

/** A WebVTT captions file from a link field, or null. */
function captionsUrl(field: prismic.LinkField): string | null {
  const href = linkHref(field);
  const name = field.link_type === 'Media' ? field.name : '';
  return href && [href, name].some((value) => /\.vtt(?:[?#]|$)/i.test(value)) ? href : null;
}

/**
 * Videos slice (spec §2 'Content blocks available': videos; §3 'Content block (slice)'): one or
 * more videos, each a `<figure>` with its title (heading), caption and transcript link, under the
 * block's optional title, rich text and button. A video never plays with sound by itself and loads
 * no bytes before the shopper asks: native controls, `preload="none"`, the poster shown, width ×
 * height (px; else the poster's size, else 16:9) reserved, a WebVTT captions track when given.
 * With `autoplay` on, each plays muted and looping while on screen with a visible pause button,
 * and not at all under prefers-reduced-motion ({@link LoopingVideo}). Items without an mp4/webm
 * file are skipped; renders nothing when none remain.
 */
export default function Videos({ slice }: SliceComponentProps<Content.VideosSlice>) {
  const t = useTranslations('slices.video');
  const locale = useLocale();
  const videos = playableItems(slice.items);
  if (videos.length === 0) return null;
  const ItemHeading = prismic.isFilled.keyText(slice.primary.title) ? 'h3' : 'h2';

  return (
    <SliceSection slice={slice} frame="editorial" classes={{ header: styles.header, button: styles.button }}>
      <ul className={styles.list} data-count={Math.min(videos.length, 3)}>
        {videos.map(({ item, file, box, poster }, position) => {
          const itemTitle = prismic.isFilled.keyText(item.title) ? item.title : null;
          const captions = captionsUrl(item.captions);
          const transcript = linkHref(item.transcript_link);
          // Reserves the box before the poster loads (no layout shift), whichever player renders.
          const ratio = { '--video-ratio': `${box.width} / ${box.height}` } as React.CSSProperties;
          return (
            <li key={position} className={styles.item}>
              <figure className={styles.figure} style={ratio}>
                {slice.primary.autoplay ? (
                  <LoopingVideo
                    sources={[{ ...file, ...box, poster }]}
                    poster={poster}
                    labels={{ pause: t('pause'), play: t('play') }}
                    whenStill="poster"
                    label={itemTitle ?? undefined}
                    videoClassName={styles.video}
                  />
                ) : (
                  <video
                    className={styles.video}
                    controls
                    playsInline
                    preload="none"
                    poster={poster}
                    width={box.width}
                    height={box.height}
                    aria-label={itemTitle ?? undefined}
                  >
                    <source src={file.src} type={file.type} />
                    {captions ? <track kind="captions" src={captions} srcLang={locale} label={t('captions')} /> : null}
                    <p>
                      {t('unsupported')} <a href={file.src}>{t('download')}</a>
                    </p>
                  </video>
                )}
                {itemTitle || prismic.isFilled.keyText(item.caption) || transcript ? (
                  <figcaption className={styles.caption}>
                    {itemTitle ? <ItemHeading className={styles.itemTitle}>{itemTitle}</ItemHeading> : null}
                    {prismic.isFilled.keyText(item.caption) ? (
                      <p className={styles.captionText}>{item.caption}</p>
                    ) : null}
                    {transcript ? (
                      <ContentLink href={transcript} className={styles.transcript}>
                        {itemTitle ? t('transcriptOf', { title: itemTitle }) : t('transcript')}
                      </ContentLink>
                    ) : null}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          );
        })}
      </ul>
    </SliceSection>
  );
}
