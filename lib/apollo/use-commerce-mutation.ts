'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { whenIdle } from '@/lib/hydration/when-idle';
import { BOT_CHECK_HEADER, type BotCheckAction } from '@/lib/bot-check/actions';
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
 *
 * `botCheck` names the form's action when the BFF asks for a bot check (login, registration, password
 * recovery, newsletter; lib/bot-check/actions.ts): each call first solves one (lib/bot-check/client.ts,
 * loaded then) and sends it as the `x-bot-check` header; a check that cannot run rejects with a
 * CommerceError `BOT_CHECK_UNAVAILABLE` and nothing is sent. `prepareBotCheck` (put it on the form's
 * `onFocus`) solves the next one ahead, so the submit does not wait for it.
 */
export function useCommerceMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  { botCheck }: { botCheck?: BotCheckAction } = {},
): readonly [CommerceMutate<TData, TVariables>, { loading: boolean; prepareBotCheck: () => void }] {
  const [running, setRunning] = useState(0);

  // Fetched ahead, so the first submit does not wait for the chunk.
  useEffect(() => whenIdle(() => void loadBrowserClient().catch(() => undefined)), []);

  const mutate = useCallback<CommerceMutate<TData, TVariables>>(
    async (options = {}) => {
      setRunning((count) => count + 1);
      try {
        const [{ browserApolloClient }, botCheckToken] = await Promise.all([
          loadBrowserClient(),
          botCheck ? import('@/lib/bot-check/client').then((module) => module.botCheckToken(botCheck)) : null,
        ]);
        // The cast: Apollo's options type decides per document whether `variables` is required.
        const result = await browserApolloClient().mutate({
          mutation,
          variables: options.variables,
          fetchPolicy: options.fetchPolicy,
          ...(botCheckToken ? { context: { headers: { [BOT_CHECK_HEADER]: botCheckToken } } } : {}),
        } as ApolloClient.MutateOptions<TData, TVariables>);
        return { data: (result.data ?? undefined) as TData | undefined };
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [mutation, botCheck],
  );

  // Solving ahead (the form's first focus) keeps the submit from waiting for the check.
  const prepareBotCheck = useCallback(() => {
    if (botCheck) void import('@/lib/bot-check/client').then((module) => module.prepareBotCheck(botCheck));
  }, [botCheck]);

  return [mutate, { loading: running > 0, prepareBotCheck }] as const;
}
