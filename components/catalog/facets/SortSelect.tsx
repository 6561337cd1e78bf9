'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

/** Set when a choice navigates: the list's new sort select takes the focus back (WCAG 2.4.3). */
let focusAfterSort = false;

/**
 * The sort's select: with script, choosing an option shows the list in that order at once (the
 * form's GET URL, by the router: no reload, scroll and focus kept, the count announced by its
 * status region); without script the form's 'Sort' button sends it. The list re-renders in place,
 * no change of context (WCAG 3.2.2); the focus stays on the select of the list in its new order.
 * Choosing the list's own default (`listSort`) leads to the list's address without a sort, its one URL.
 */
export function SortSelect({
  id,
  defaultValue,
  listSort,
  children,
}: {
  id: string;
  defaultValue: string;
  listSort: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!focusAfterSort) return;
    focusAfterSort = false;
    select.current?.focus();
  }, []);
  return (
    <select
      ref={select}
      id={id}
      name="sort"
      defaultValue={defaultValue}
      onChange={(event) => {
        const form = event.currentTarget.form;
        if (!form) return;
        const query = new URLSearchParams(
          [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]),
        );
        if (query.get('sort') === listSort) query.delete('sort');
        focusAfterSort = true;
        const search = query.toString();
        router.push(search ? `${form.getAttribute('action')}?${search}` : `${form.getAttribute('action')}`, {
          scroll: false,
        });
      }}
    >
      {children}
    </select>
  );
}
