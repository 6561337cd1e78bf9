import { createStore } from 'zustand/vanilla';

/**
 * The storefront's modals (spec §2 'Product page widgets', 'Add-to-cart popup'; `zoom`: the PDP
 * gallery's enlarged images; `deleteAccount`: the confirmation of /customer/edit/'s account deletion;
 * `storeStock`: the PDP's 'Check availability in store').
 */
export type ModalId =
  'sizeSelection' | 'sizeChart' | 'notify' | 'addedToCart' | 'zoom' | 'deleteAccount' | 'storeStock' | 'contactOptions';

/** The open modal, what it shows, and where focus returns when it closes. */
export interface OpenModal<Payload = unknown> {
  id: ModalId;
  /** Which instance, where a page has several (e.g. the size modal of product `NNNNNN.NNN`). */
  owner?: string;
  /** Whatever the modal shows (e.g. the product just added); the opener decides. */
  payload?: Payload;
  /** The control that started the flow; focused again when the modal closes (WCAG 2.4.3). */
  returnFocus?: HTMLElement | null;
}

/** A cart notification (spec §5 'Cart notifications', §8). */
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  /** Translated text. */
  message: string;
}

export interface UiState {
  modal: OpenModal | null;
  toasts: Toast[];
  /**
   * Opens a modal; whatever modal was open closes (spec §4 'Opening it closes other modals'). When
   * `returnFocus` is not given, the one of the modal it replaces carries over: a flow of modals
   * returns focus to the control that started it.
   */
  openModal: (modal: OpenModal) => void;
  /** Closes the modal `id` if it is the open one (all modals when no id is given). */
  closeModal: (id?: ModalId) => void;
  pushToast: (toast: Omit<Toast, 'id'>) => void;
  dismissToast: (id: number) => void;
  /**
   * The product list (its base URL, `/heren/kleding/jassen/`) whose filter panel is open on a narrow
   * screen, or null: kept here, not in the panel, so it stays open while the shopper chooses filter
   * after filter (each choice renders the list anew).
   */
  filterPanelFor: string | null;
  setFilterPanelFor: (list: string | null) => void;
}

/** Toasts shown at once; older ones leave first. */
export const MAX_TOASTS = 3;

/**
 * The UI store of one page tree (docs/architecture.md 'Client state'): which modal is open and the toasts.
 * Created per request by `StateProvider` (never shared between visitors on the server, never read
 * in server components). Server data is not here: it lives in the Apollo cache.
 */
export function createUiStore() {
  let nextToastId = 1;
  return createStore<UiState>()((set) => ({
    modal: null,
    toasts: [],
    openModal: (modal) =>
      set((state) => ({ modal: { ...modal, returnFocus: modal.returnFocus ?? state.modal?.returnFocus ?? null } })),
    closeModal: (id) => set((state) => (id === undefined || state.modal?.id === id ? { modal: null } : state)),
    pushToast: (toast) =>
      set((state) => ({ toasts: [...state.toasts, { ...toast, id: nextToastId++ }].slice(-MAX_TOASTS) })),
    dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
    filterPanelFor: null,
    setFilterPanelFor: (list) => set({ filterPanelFor: list }),
  }));
}

export type UiStore = ReturnType<typeof createUiStore>;
