'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { whenIdle } from '@/lib/hydration/when-idle';
import { loadBrowserClient } from './load-browser-client';

/** What a mutation resolves to: its data (undefined only if the server sent none). */
export interface CommerceMutationResult<TData> {
  data: TData | undefined;
}

/**
 * Starts a mutation with its variables; `fetchPolicy: 'no-cache'` keeps its answer out of the cache (a
 * password or email change). Rejects with Apollo's error (translate with `useCommerceErrorMessage`).
 */
export type CommerceMutate<TData, TVariables> = (options?: {
  variables?: TVariables;
  fetchPolicy?: 'no-cache';
}) => Promise<CommerceMutationResult<TData>>;

/**
 * A commerce mutation for a client island (spec §7 customer client, through the BFF), shaped like
 * Apollo's `useMutation`: `[mutate, { loading }]`, `mutate({ variables })` resolving to `{ data }` and
 * rejecting with Apollo's error. Unlike `useMutation` it needs no `ApolloProvider` and keeps Apollo
 * out of the page's first load: the browser's one client (`browserApolloClient`, shared with every
 * island, so a returned cart reaches the mini cart) is fetched when the browser is idle after
 * hydration, or by the first call if that comes sooner. `loading` is true while a call of this hook runs.
 */
export function useCommerceMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
): readonly [CommerceMutate<TData, TVariables>, { loading: boolean }] {
  const [running, setRunning] = useState(0);

  // Fetched ahead, so the first submit does not wait for the chunk.
  useEffect(() => whenIdle(() => void loadBrowserClient().catch(() => undefined)), []);

  const mutate = useCallback<CommerceMutate<TData, TVariables>>(
    async (options = {}) => {
      setRunning((count) => count + 1);
      try {
        const { browserApolloClient } = await loadBrowserClient();
        // The cast: Apollo's options type decides per document whether `variables` is required.
        const result = await browserApolloClient().mutate({
          mutation,
          variables: options.variables,
          fetchPolicy: options.fetchPolicy,
        } as ApolloClient.MutateOptions<TData, TVariables>);
        return { data: (result.data ?? undefined) as TData | undefined };
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [mutation],
  );

  return [mutate, { loading: running > 0 }] as const;
}
