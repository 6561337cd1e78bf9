import { Ruler } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDecimalsIn } from '@/lib/format';
import { sizeKindOf } from '@/lib/product/size-kind';
import type { SizeTable, SizeTableRow } from '@/lib/product/size-table';
import { ContentRichText } from '@/components/content/ContentRichText';
import { Modal } from '@/components/ui/Modal';
import { SizeChartTrigger } from './SizeChartTrigger';
import styles from './SizeChart.module.css';

/**
 * The size chart as a table (spec §2 'Size chart modal: columns EU, US, UK, CM; rows from the first
 * slice of the size table'): a column header per system, the EU size heading each row. The editor
 * writes decimals with a point (`25.5`); each cell shows them in the storefront locale's format
 * (`25,5` in nl, fr and de).
 */
export function SizeChartTable({ rows, caption }: { rows: SizeTableRow[]; caption: string }) {
  const locale = useLocale();
  const cell = (text: string) => formatDecimalsIn(text, locale);
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
            <th scope="row">{cell(row.eu)}</th>
            <td>{cell(row.us)}</td>
            <td>{cell(row.uk)}</td>
            <td>{cell(row.cm)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The size advice of a size table (rich text), or nothing when it has none; its heading names the
 * sizes by their kind (French: 'Conseil de pointure' for shoes, 'Conseil de taille' for clothing).
 */
export function SizeAdvice({ table }: { table: Pick<SizeTable, 'advice' | 'id'> | null }) {
  const t = useTranslations('pdpContent');
  if (!table?.advice) return null;
  return (
    <div className={styles.advice}>
      <p className={styles.adviceTitle}>{t('sizeAdvice', { kind: sizeKindOf(table.id) })}</p>
      <ContentRichText field={table.advice} />
    </div>
  );
}

/**
 * Size help near the sizes on the PDP (spec §2 'Size chart modal'; §7 product content 'size table
 * chosen by id'): the size advice, the size chart trigger and the size chart modal (the shared
 * `Modal`: slides up below 64em, Escape closes, focus returns to the trigger) with
 * {@link SizeChartTable}. Renders nothing without a size table, so there is no trigger then.
 * The trigger, the fallback title and the caption name the sizes by their kind (shoe sizes are
 * 'pointures' in French, `sizeKindOf` the table's id). Server component; the trigger is a small
 * client island, the table is server-rendered HTML.
 */
export function SizeChart({ owner, table }: { owner: string; table: SizeTable | null }) {
  const t = useTranslations('pdpContent');
  const tp = useTranslations('pdp');
  if (!table) return null;
  const kind = sizeKindOf(table.id);
  return (
    <div className={styles.sizeHelp}>
      <SizeAdvice table={table} />
      <SizeChartTrigger
        owner={owner}
        label={tp('sizeChart', { kind })}
        icon={<Ruler aria-hidden="true" focusable="false" size={20} />}
      />
      <Modal
        id="sizeChart"
        owner={owner}
        titleId={`size-chart-title-${owner}`}
        title={table.title || t('sizeChartTitle', { kind })}
        closeLabel={tp('close')}
      >
        <SizeChartTable rows={table.rows} caption={t('sizeChartCaption', { kind })} />
      </Modal>
    </div>
  );
}
