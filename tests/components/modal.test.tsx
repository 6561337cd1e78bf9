// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from '@/components/ui/Modal';
import { useUiStore } from '@/lib/state/StateProvider';
import { renderIsland } from '../support/render';

/** A modal of the UI store (components/ui/Modal.tsx) and a button that opens it. */
function Harness() {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <>
      <button type="button" onClick={() => openModal({ id: 'addedToCart' })}>
        open
      </button>
      <Modal id="addedToCart" titleId="t" title="Added" closeLabel="Close">
        <a href="https://shop.example/versand-und-rueckgabe/">Versandkosten</a>
        <a href="https://shop.example/agb/" target="_blank">
          AGB
        </a>
      </Modal>
    </>
  );
}

describe('a modal and the links in it', () => {
  it('closes when a link in it is followed in this tab, not for a new tab or window', () => {
    renderIsland(<Harness />);
    const open = () => act(() => screen.getByRole('button', { name: 'open' }).click());
    const dialog = () => document.querySelector('dialog')!;
    // A followed link's navigation is not under test: keep jsdom from trying it.
    document.addEventListener('click', (event) => event.preventDefault());

    open();
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByText('AGB'));
    fireEvent.click(screen.getByText('Versandkosten'), { ctrlKey: true });
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByText('Versandkosten'));
    expect(dialog().open).toBe(false);
  });
});
