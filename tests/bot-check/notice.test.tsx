// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BotCheckNotice } from '@/components/forms/BotCheckNotice';
import de from '@/messages/de.json';

const renderInGerman = () =>
  render(
    <NextIntlClientProvider locale="de" messages={de}>
      <BotCheckNotice />
    </NextIntlClientProvider>,
  );

afterEach(() => vi.unstubAllEnvs());

describe("reCAPTCHA's notice below the forms (components/forms/BotCheckNotice.tsx)", () => {
  it('says nothing with the self-hosted check', () => {
    vi.stubEnv('RECAPTCHA_SITE_KEY', '');
    vi.stubEnv('RECAPTCHA_SECRET_KEY', '');
    expect(renderInGerman().container).toBeEmptyDOMElement();
  });

  it("names reCAPTCHA with links to Google's privacy policy and terms when reCAPTCHA is the check (the badge is hidden)", () => {
    vi.stubEnv('RECAPTCHA_SITE_KEY', 'site');
    vi.stubEnv('RECAPTCHA_SECRET_KEY', 'secret');
    renderInGerman();
    expect(screen.getByText(/Diese Website ist durch reCAPTCHA geschützt/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      'https://policies.google.com/terms',
    );
  });
});
