import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerFrame } from '@/components/customer/CustomerFrame';
import { DeleteAccount } from '@/components/customer/DeleteAccount';
import { EmailForm } from '@/components/customer/EmailForm';
import { PasswordForm } from '@/components/customer/PasswordForm';
import { ProfileForm } from '@/components/customer/ProfileForm';
import { RememberFirstName } from '@/components/customer/RememberFirstName';
import { getStoreConfig } from '@/lib/commerce/queries';
import { requireVisitorCustomer } from '@/lib/customer/guard';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import { storefrontFromParams } from '@/lib/storefront';
import { BotCheckNotice } from '@/components/forms/BotCheckNotice';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('customer.edit'))('title'), robots: { index: false } };
}

/** The visitor's own data: rendered per request, in full, never cached (as the cart page). */
export const instant = false;

/**
 * 'My details' (spec §2 '/customer/edit/'): four independent sections, each its own form and
 * outcome: profile (updateCustomer), email (changeEmail), password (changePassword, then login
 * again) and account deletion (DeleteCustomer). Without a logged-in session: the login page.
 */
export default async function CustomerEditPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const customer = await requireVisitorCustomer(storefront.code, CUSTOMER_PATHS.edit);
  const [t, config] = await Promise.all([getTranslations('customer.edit'), getStoreConfig(storefront.code)]);
  return (
    <CustomerFrame current="edit" title={t('title')}>
      <RememberFirstName firstName={customer.firstName} />
      <ProfileForm
        customer={customer}
        salutations={config.salutations}
        locale={storefront.locale}
        currentYear={new Date().getFullYear()}
      />
      <EmailForm email={customer.email} />
      <PasswordForm email={customer.email} />
      <BotCheckNotice />
      <DeleteAccount />
    </CustomerFrame>
  );
}
