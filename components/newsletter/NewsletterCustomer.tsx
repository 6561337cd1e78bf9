'use client';

import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetCustomer, type Customer } from '@/graphql/account';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';

/**
 * Reads the logged-in visitor's customer (spec §7 getCustomer, through the BFF) for the newsletter
 * form's prefill (spec §4 'Prefilled from the customer when logged in') and renders nothing. Loaded
 * by the form only when the hint cookie says the visitor is logged in, with Apollo; its provider
 * hands out the page's one client. Calls `onCustomer` once the customer arrives; a guest (null) or
 * a failed read leaves the form as it is.
 */
export function NewsletterCustomer({ onCustomer }: { onCustomer: (customer: Customer) => void }) {
  return (
    <ApolloProvider>
      <CustomerReader onCustomer={onCustomer} />
    </ApolloProvider>
  );
}

function CustomerReader({ onCustomer }: { onCustomer: (customer: Customer) => void }) {
  const { data } = useQuery(GetCustomer, { fetchPolicy: 'cache-first' });
  const customer = data?.getCustomer;
  useEffect(() => {
    if (customer) onCustomer(customer);
  }, [customer, onCustomer]);
  return null;
}
