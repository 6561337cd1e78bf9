import { useTranslations } from 'next-intl';
import { LoopingVideo, type ControlCorner, type LoopingVideoSource } from '@/components/content/video/LoopingVideo';

/**
 * The hero's background video (spec §3 'Content block (slice)': hero video): a decorative,
 * muted, looping video over the campaign image with a pause control in `corner`, labelled from
 * `slices.video`; hidden under reduced motion so only the image shows. Server component (the
 * labels are translated here and passed to the client island).
 */
export function HeroVideo({
  sources,
  corner,
  className,
  videoClassName,
}: {
  sources: LoopingVideoSource[];
  corner: ControlCorner;
  className?: string;
  videoClassName?: string;
}) {
  const t = useTranslations('slices.video');
  return (
    <LoopingVideo
      sources={sources}
      labels={{ pause: t('pause'), play: t('play') }}
      whenStill="hide"
      corner={corner}
      className={className}
      videoClassName={videoClassName}
    />
  );
}
