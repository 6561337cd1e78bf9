import { Ruler } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { SizeTable, SizeTableRow } from '@/lib/product/size-table';
import { ContentRichText } from '@/components/content/ContentRichText';
import { Modal } from '@/components/ui/Modal';
import { SizeChartTrigger } from './SizeChartTrigger';
import styles from './SizeChart.module.css';

/**
 * The size chart as a table (spec §2 'Size chart modal: columns EU, US, UK, CM; rows from the first
 * slice of the size table'): a column header per system, the EU size heading each row.
 */
export function SizeChartTable({ rows, caption }: { rows: SizeTableRow[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">EU</th>
          <th scope="col">US</th>
          <th scope="col">UK</th>
          <th scope="col">CM</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.eu}>
            <th scope="row">{row.eu}</th>
            <td>{row.us}</td>
            <td>{row.uk}</td>
            <td>{row.cm}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The size advice of a size table (rich text), or nothing when it has none. */
export function SizeAdvice({ table }: { table: Pick<SizeTable, 'advice'> | null }) {
  const t = useTranslations('pdpContent');
  if (!table?.advice) return null;
  return (
    <div className={styles.advice}>
      <p className={styles.adviceTitle}>{t('sizeAdvice')}</p>
      <ContentRichText field={table.advice} />
    </div>
  );
}

/**
 * Size help near the sizes on the PDP (spec §2 'Size chart modal'; §7 product content 'size table
 * chosen by id'): the size advice, the size chart trigger and the size chart modal (the shared
 * `Modal`: slides up below 64em, Escape closes, focus returns to the trigger) with
 * {@link SizeChartTable}. Renders nothing without a size table, so there is no trigger then.
 * Server component; the trigger is a small client island, the table is server-rendered HTML.
 */
export function SizeChart({ owner, table }: { owner: string; table: SizeTable | null }) {
  const t = useTranslations('pdpContent');
  const tp = useTranslations('pdp');
  if (!table) return null;
  return (
    <div className={styles.sizeHelp}>
      <SizeAdvice table={table} />
      <SizeChartTrigger
        owner={owner}
        label={tp('sizeChart')}
        icon={<Ruler aria-hidden="true" focusable="false" size={20} />}
      />
      <Modal
        id="sizeChart"
        owner={owner}
        titleId={`size-chart-title-${owner}`}
        title={table.title || t('sizeChartTitle')}
        closeLabel={tp('close')}
      >
        <SizeChartTable rows={table.rows} caption={t('sizeChartCaption')} />
      </Modal>
    </div>
  );
}
