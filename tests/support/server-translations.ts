import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

/**
 * `next-intl/server`'s `getTranslations({ locale, namespace })` over the real messages, for route
 * handlers under test: `vi.mock('next-intl/server', () => import('../support/server-translations'))`.
 */
const MESSAGES = { nl, fr, de, en } as const;

export async function getTranslations({ locale, namespace }: { locale: string; namespace?: string }) {
  return createTranslator({
    locale,
    messages: MESSAGES[locale.split('-')[0] as keyof typeof MESSAGES],
    namespace: namespace as never,
  });
}
