import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { clsx as cx } from 'clsx';
import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { SliceContext } from '@/components/content/ContentPage';
import { contentButtonClass } from '@/components/content/ContentButton';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentRichText } from '@/components/content/ContentRichText';
import { ChatButton } from '@/components/ui/ChatButton';
import { contactAction } from './contact-action';
import styles from './index.module.css';
import { SliceSection } from '@/components/content/SliceSection';

const ICONS: Record<string, LucideIcon> = { chat: MessageCircle, email: Mail, phone: Phone };

/**
 * Customer service contact slice (spec §2 'Content blocks available': customer service contact;
 * §3 'Customer service item': icon chat/email/phone, title, text, link, buttontext): optional
 * heading, text and button above one card per way to reach customer service. Each card's button
 * comes from `contactAction`: empty phone and email links use the storefront's own details
 * (`context.storefront.contact`), and a link ending in the chat marker opens the chat widget
 * (`ChatButton`). Items without a title are skipped; renders nothing when none remain.
 */
export default async function CustomerServiceContact({
  slice,
  context,
}: SliceComponentProps<Content.CustomerServiceContactSlice, Partial<SliceContext> | undefined>) {
  const items = slice.items.filter((item) => prismic.isFilled.keyText(item.title));
  if (items.length === 0) return null;

  const t = await getTranslations('slices.customerService');
  const ItemHeading = prismic.isFilled.keyText(slice.primary.title) ? 'h3' : 'h2';
  const actionClass = cx(contentButtonClass('Default'), styles.action);

  return (
    <SliceSection
      slice={slice}
      idPrefix="customer-service"
      frame="help"
      className={styles.slice}
      classes={{ intro: styles.intro }}
    >
      <ul className={styles.list}>
        {items.map((item, position) => {
          const Icon = item.icon ? ICONS[item.icon] : undefined;
          const action = contactAction(item, context?.storefront?.contact, t('startChat'));
          return (
            <li key={position} className={styles.card}>
              {Icon ? <Icon className={styles.icon} aria-hidden="true" focusable="false" /> : null}
              <ItemHeading className={styles.cardTitle}>{item.title}</ItemHeading>
              {prismic.isFilled.richText(item.text) ? (
                <div className={styles.text}>
                  <ContentRichText field={item.text} />
                </div>
              ) : null}
              {action?.kind === 'chat' ? (
                <ChatButton className={actionClass}>{action.text}</ChatButton>
              ) : action ? (
                <ContentLink href={action.href} className={actionClass}>
                  {action.text}
                </ContentLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    </SliceSection>
  );
}
