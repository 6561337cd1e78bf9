// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../support/dialog-polyfill';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '@prismicio/client';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { SizeAvailability } from '@/components/product/SizeAvailability';
import { SizeChart } from '@/components/product/SizeChart';
import { StateProvider } from '@/lib/state/StateProvider';
import { sizeKindOf } from '@/lib/product/size-kind';
import { toSizeTable } from '@/lib/product/size-table';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { product, variant } from '../support/cart-fixture';

afterEach(cleanup);

const DIR = path.resolve(import.meta.dirname, '../../content/documents/size_table');
const MESSAGES = { en, nl, fr, de } as const;

/** A size table document of the demo content. */
function document(file: string): Content.SizeTableDocument {
  return JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Content.SizeTableDocument;
}

/** Renders `ui` in a storefront locale with its language's messages. */
function renderIn(locale: string, ui: React.ReactElement) {
  const messages = MESSAGES[locale.slice(0, 2) as keyof typeof MESSAGES];
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Amsterdam">
      <StateProvider>{ui}</StateProvider>
    </NextIntlClientProvider>,
  );
}

/** The cells of the size chart rendered in `locale`, row by row. */
function chartCells(locale: string, file: string): string[][] {
  renderIn(locale, <SizeChart owner="100010.001" table={toSizeTable(document(file))} />);
  const table = within(screen.getByRole('dialog', { hidden: true })).getByRole('table', { hidden: true });
  return within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('size chart numbers in the storefront’s format', () => {
  it('shows decimal commas in nl, fr and de, and decimal points in English', () => {
    expect(chartCells('nl-NL', 'shoes-women.nl-nl.json')[0]).toEqual(['36', '5,5', '3,5', '22,9']);
    cleanup();
    expect(chartCells('fr-BE', 'shoes-men.fr-be.json')[0]).toEqual(['40', '7', '6,5', '25,4']);
    cleanup();
    expect(chartCells('de-DE', 'shoes-men.de-de.json')[2]).toEqual(['42', '8,5', '8', '26,7']);
    cleanup();
    expect(chartCells('en-GB', 'shoes-women.en-gb.json')[0]).toEqual(['36', '5.5', '3.5', '22.9']);
    cleanup();
    expect(chartCells('fr-FR', 'clothing.fr-fr.json')[0]).toEqual(['XS (34)', '2', '6', '80–84']);
  });
});

describe('French names shoe sizes "pointure", clothing sizes "taille"', () => {
  it('in the size chart trigger and caption', () => {
    renderIn('fr-FR', <SizeChart owner="100010.001" table={toSizeTable(document('shoes-women.fr-fr.json'))} />);
    expect(screen.getByRole('button', { name: 'Guide des pointures' })).toBeInTheDocument();
    expect(screen.getByText(/^Pointures EU, US et UK/)).toBeInTheDocument();
    expect(screen.getByText('Conseil de pointure')).toBeInTheDocument();
    cleanup();
    renderIn('fr-FR', <SizeChart owner="100020.001" table={toSizeTable(document('clothing.fr-fr.json'))} />);
    expect(screen.getByRole('button', { name: 'Guide des tailles' })).toBeInTheDocument();
  });

  it('in the sizes heading of the product page', () => {
    const shoe = { ...product([variant('v38', '38', 4)]), sizeTableId: 'shoes-women', sizeAttributeName: 'taille' };
    renderIn(
      'fr-FR',
      <SizeAvailability product={shoe as never} comingSoon={false} deliveryDays={{ min: 1, max: 3 }} />,
    );
    expect(screen.getByRole('heading', { name: 'Disponibilité par pointure' })).toBeInTheDocument();
    cleanup();
    const dress = { ...shoe, sizeTableId: 'clothing' };
    renderIn(
      'fr-FR',
      <SizeAvailability product={dress as never} comingSoon={false} deliveryDays={{ min: 1, max: 3 }} />,
    );
    expect(screen.getByRole('heading', { name: 'Disponibilité par taille' })).toBeInTheDocument();
    cleanup();
    renderIn(
      'de-DE',
      <SizeAvailability product={shoe as never} comingSoon={false} deliveryDays={{ min: 1, max: 3 }} />,
    );
    expect(screen.getByRole('heading', { name: 'Verfügbarkeit nach Größe' })).toBeInTheDocument();
  });

  it('in every French shoe size table document (title and advice), never "taille"', () => {
    const files = readdirSync(DIR).filter((file) => /\.fr-(fr|be)\.json$/.test(file));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const doc = document(file);
      const text = JSON.stringify(doc.data);
      if (sizeKindOf(doc.uid) === 'shoes') {
        expect(text, file).not.toMatch(/taille/i);
        expect(doc.data.title, file).toMatch(/pointures/);
      } else expect(doc.data.title, file).toMatch(/tailles/);
    }
  });
});
