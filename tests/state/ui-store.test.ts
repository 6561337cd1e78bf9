import { describe, expect, it } from 'vitest';
import { createUiStore, MAX_TOASTS } from '@/lib/state/ui-store';

describe('UI store (docs/architecture.md "Client state")', () => {
  it('keeps one modal open: opening one closes the other (spec §4 Notify modal)', () => {
    const store = createUiStore();
    store.getState().openModal({ id: 'sizeSelection', owner: '100001.001' });
    store.getState().openModal({ id: 'notify', owner: '100001.001', payload: { size: '38' } });
    expect(store.getState().modal).toMatchObject({ id: 'notify', payload: { size: '38' } });
  });

  it('carries the return-focus target through a flow of modals', () => {
    const store = createUiStore();
    const button = { focus() {} } as unknown as HTMLElement;
    store.getState().openModal({ id: 'sizeSelection', returnFocus: button });
    store.getState().openModal({ id: 'addedToCart', payload: {} });
    expect(store.getState().modal?.returnFocus).toBe(button);
  });

  it('closes a modal only when it is the open one', () => {
    const store = createUiStore();
    store.getState().openModal({ id: 'addedToCart' });
    store.getState().closeModal('sizeSelection');
    expect(store.getState().modal?.id).toBe('addedToCart');
    store.getState().closeModal('addedToCart');
    expect(store.getState().modal).toBeNull();
  });

  it('keeps the newest toasts and dismisses by id', () => {
    const store = createUiStore();
    for (let index = 0; index < MAX_TOASTS + 2; index++)
      store.getState().pushToast({ kind: 'error', message: `m${index}` });
    const { toasts } = store.getState();
    expect(toasts.map((toast) => toast.message)).toEqual(['m2', 'm3', 'm4']);
    store.getState().dismissToast(toasts[0]!.id);
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['m3', 'm4']);
  });

  it('gives every request its own store', () => {
    const a = createUiStore();
    const b = createUiStore();
    a.getState().openModal({ id: 'notify' });
    expect(b.getState().modal).toBeNull();
  });
});
