import * as prismic from '@prismicio/client';
import { clsx as cx } from 'clsx';
import { ContentLink } from '@/components/ui/ContentLink';
import { linkHref } from '@/lib/prismic/links';
import type { ButtonStyle } from '@/lib/prismic/types';
import buttons from '@/components/ui/Button.module.css';
// After the button styles, so `.shopFlow` overrides the button's colours.
import styles from './ContentButton.module.css';

const BUTTON_CLASS: Record<ButtonStyle, string> = {
  Default: buttons.button!,
  'Call to action': cx(buttons.button, buttons.primary),
  'Shop flow': cx(buttons.button, styles.shopFlow),
  Link: styles.textLink!,
};

/** Class names of a content button style (spec §2: Link, Call to action, Shop flow, Default); unknown → Default. */
export function contentButtonClass(style: string | null | undefined): string {
  return BUTTON_CLASS[style as ButtonStyle] ?? BUTTON_CLASS.Default;
}

/**
 * A slice's button (spec §2 'Content blocks available': buttons need both link url and text): renders
 * nothing unless the link field has a URL and `text` is filled. Internal links use next/link,
 * http(s) links open in a new tab without opener (`ContentLink`).
 */
export function ContentButton({
  link,
  text,
  buttonStyle,
  className,
}: {
  link: prismic.LinkField | null | undefined;
  text: prismic.KeyTextField | string | null | undefined;
  buttonStyle?: string | null;
  className?: string;
}) {
  const href = linkHref(link);
  if (!href || !prismic.isFilled.keyText(text)) return null;
  return (
    <ContentLink href={href} className={cx(contentButtonClass(buttonStyle), className)}>
      {text}
    </ContentLink>
  );
}
