import { ServerImage } from '@/components/ui/ServerImage';
import styles from './ModalProductPreview.module.css';

/**
 * The product a modal is about (spec §2 add-to-cart popup, 'Mail me' modal: "a product preview with
 * the chosen size"): thumbnail (83×117 px) and name, with the translated size label when there is one.
 */
export function ModalProductPreview({
  image,
  name,
  sizeLabel,
}: {
  image: string;
  name: string;
  sizeLabel: string | null;
}) {
  return (
    <div className={styles.preview}>
      <ServerImage src={image} alt="" width={83} height={117} unoptimized />
      <p>
        {name}
        {sizeLabel ? <span> · {sizeLabel}</span> : null}
      </p>
    </div>
  );
}
