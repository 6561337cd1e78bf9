import { brandIconUrl, brandTitle } from '@/lib/brand-icons';
import { ContentLink } from '@/components/ui/ContentLink';
import styles from './SocialLinks.module.css';

/**
 * The shop's social profiles (spec §2 'Footer': socials): icon links (SVG files cached by the browser) opening in a new tab, each
 * named "<label> <platform>" for assistive technology. Unknown platforms are skipped; renders
 * nothing without profiles. Server component.
 */
export function SocialLinks({
  socials,
  title,
  linkLabel,
}: {
  socials: { platform: string; href: string }[];
  title: string;
  /** Accessible name of a link; receives the platform's name ("Stride & Style on Instagram"). */
  linkLabel: (platform: string) => string;
}) {
  const known = socials.filter((social) => brandTitle(social.platform) !== null);
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="footer-socials">
      <h2 id="footer-socials">{title}</h2>
      <ul className={styles.socials}>
        {known.map(({ platform, href }) => (
          <li key={platform}>
            <ContentLink href={href} className={styles.link} aria-label={linkLabel(brandTitle(platform)!)}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a 20 px SVG mark needs no optimizer */}
              <img src={brandIconUrl(platform)} alt="" width={20} height={20} loading="lazy" />
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
