// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPageFailed, fallbackLocale } from '@/components/layout/ErrorPageFailed';
import '../support/render';

const route = vi.hoisted(() => ({ params: {} as Record<string, string> }));
vi.mock('next/navigation', () => ({ useParams: () => route.params }));

describe('when the error page itself fails (spec §8)', () => {
  it('says so in the storefront’s language, with a plain link home', async () => {
    route.params = { storefront: 'befr' };
    render(<ErrorPageFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Une erreur s'est produite lors de l'affichage de la page d'erreur",
    );
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(document.documentElement.lang).toBe('fr-BE');
  });

  it('speaks German on DE, and takes the NL storefront’s locale for an unknown or missing segment', async () => {
    expect(fallbackLocale('de')).toBe('de-DE');
    expect(fallbackLocale(undefined)).toBe('nl-NL');
    expect(fallbackLocale('xx')).toBe('nl-NL');
    route.params = { storefront: 'de' };
    render(<ErrorPageFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
    );
  });
});
