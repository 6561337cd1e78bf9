import styles from './FacetPanel.module.css';

/**
 * One facet of the filter panel: a region (or, for links to other pages, a navigation landmark)
 * named by its h3 `title`; `id` makes the heading's id (`facet-{id}`).
 */
export function FacetSection({
  id,
  title,
  landmark = 'section',
  children,
}: {
  id: string;
  title: string;
  landmark?: 'section' | 'nav';
  children: React.ReactNode;
}) {
  const Landmark = landmark;
  return (
    <Landmark className={styles.facet} aria-labelledby={`facet-${id}`}>
      <h3 id={`facet-${id}`} className={styles.heading}>
        {title}
      </h3>
      {children}
    </Landmark>
  );
}
