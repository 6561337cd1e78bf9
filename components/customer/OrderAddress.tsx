import type { CustomerOrderAddress } from '@/graphql/orders';
import { addressLines } from '@/lib/address/address-lines';
import styles from './OrderDetail.module.css';

/**
 * An order's delivery or billing address as it was when the order was placed (spec §3 Address
 * fields): name, street, additional lines, postal code and city, country (in the store's
 * language), phone. Under its own heading (`title`, an h3). Server component.
 */
export function OrderAddress({ title, address }: { title: string; address: CustomerOrderAddress }) {
  const lines = [`${address.firstName} ${address.lastName}`, ...addressLines(address)];
  return (
    <div className={styles.card}>
      <h3>{title}</h3>
      <address className={styles.address}>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
    </div>
  );
}
