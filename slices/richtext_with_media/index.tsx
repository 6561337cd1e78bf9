import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { ContentButton } from '@/components/content/ContentButton';
import { SliceSection } from '@/components/content/SliceSection';
import { ContentRichText } from '@/components/content/ContentRichText';
import { ContentImage } from '@/components/content/ContentImage';
import styles from './index.module.css';

/** Media box when neither the image nor the video file gives dimensions (16:9, px). */
const FALLBACK_SIZE = { width: 1600, height: 900 };

/**
 * Richtext with media slice (spec §2 'Content blocks available': richtext with media; §3 common
 * primary fields and the richtext items content, left/right button text and link): rich text with
 * an image or a video (an MP4 from the media library, the image as its poster; controls, no
 * autoplay) beside it, on the left or the right (`media_position`) from 48em and above the text
 * on smaller screens. Each item adds a text block with up to two buttons; every button shows only
 * with both link url and text. Renders nothing without media or without any text. As the first
 * slice on a page the image loads eagerly with high fetch priority.
 */
export default function RichtextWithMedia({ slice, index }: SliceComponentProps<Content.RichtextWithMediaSlice>) {
  const { title, richtext, image, video, media_position: mediaPosition, button_style: buttonStyle } = slice.primary;
  const videoUrl = prismic.isFilled.linkToMedia(video) && video.kind !== 'image' ? video.url : null;
  const hasImage = prismic.isFilled.image(image);
  const items = slice.items.filter((item) => prismic.isFilled.richText(item.content));
  const hasTitle = prismic.isFilled.keyText(title);
  if ((!hasImage && !videoUrl) || (!hasTitle && !prismic.isFilled.richText(richtext) && items.length === 0)) {
    return null;
  }

  const size = hasImage ? image.dimensions : FALLBACK_SIZE;

  return (
    <SliceSection
      slice={slice}
      className={styles.slice}
      data-media={mediaPosition === 'right' ? 'right' : 'left'}
      classes={{ title: styles.title, intro: styles.text, button: styles.button }}
    >
      {({ heading, button }) => (
        <>
          <div className={styles.media}>
            {videoUrl ? (
              <video
                className={styles.visual}
                src={videoUrl}
                poster={hasImage ? image.url : undefined}
                width={size.width}
                height={size.height}
                controls
                playsInline
                preload="metadata"
                aria-label={hasImage && image.alt ? image.alt : undefined}
              />
            ) : hasImage ? (
              <ContentImage
                className={styles.visual}
                image={image}
                sizes="(min-width: 48em) 50vw, 100vw"
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            ) : null}
          </div>
          <div className={styles.body}>
            {heading}
            {items.map((item, position) => (
              <div key={position} className={styles.item}>
                <div className={styles.text}>
                  <ContentRichText field={item.content} />
                </div>
                <div className={styles.buttons}>
                  <ContentButton link={item.left_button_link} text={item.left_button_tekst} buttonStyle={buttonStyle} />
                  <ContentButton
                    link={item.right_button_link}
                    text={item.right_button_tekst}
                    buttonStyle={buttonStyle}
                  />
                </div>
              </div>
            ))}
            {button}
          </div>
        </>
      )}
    </SliceSection>
  );
}
