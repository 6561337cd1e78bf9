import { Link } from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import styles from './Breadcrumbs.module.css';

/** One step above the current page: its label and root-relative, slash-terminated URL (`/{url}/`). */
export interface BreadcrumbLink {
  label: string;
  url: string;
}

/**
 * Breadcrumb trail (spec §3 'Breadcrumbs: parents (label, url), label'; §2 'Breadcrumb links go to
 * /{url}/'): Home, then `parents` in order, then `current` marked `aria-current="page"`, in a
 * landmark labelled 'Breadcrumb'. Callers leave it out on the root and the men's home (§2).
 */
export function Breadcrumbs({ parents = [], current }: { parents?: BreadcrumbLink[]; current: string }) {
  // A synchronous component (next-intl's hook works on the server too), so pages rendered in tests render it as well.
  const t = useTranslations('breadcrumbs');
  return (
    <nav aria-label={t('label')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link href="/">{t('home')}</Link>
        </li>
        {parents.map((parent) => (
          <li key={parent.url}>
            <Link href={parent.url}>{parent.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
