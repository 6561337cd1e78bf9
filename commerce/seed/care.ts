import type { CommerceDb } from '../db/client';
import * as s from '../db/schema';
import { LANGS, STORES, STORE_KEYS, type Lang } from '../config/stores';
import { shoeCareCategoryKey } from '../catalog/categories';
import { BRANDS, COLOURS, ROOTS, slugify, type ColourDef, type Gender, type ImageKind } from './data';

type T = Record<Lang, string>;

const CARE_GROUP: { name: T; slug: T } = {
  name: { nl: 'Verzorging', fr: 'Entretien', de: 'Pflege', en: 'Care' },
  slug: { nl: 'verzorging', fr: 'entretien', de: 'pflege', en: 'care' },
};
const SHOE_CARE: T = {
  nl: 'Schoenverzorging',
  fr: 'Entretien des chaussures',
  de: 'Schuhpflege',
  en: 'Shoe care',
};

const COLOURLESS: ColourDef = {
  key: 'colourless',
  hex: '#2f6f8f',
  accent: '#c0c2c4',
  name: { nl: 'kleurloos', fr: 'incolore', de: 'farblos', en: 'colourless' },
};
const colour = (key: string) => COLOURS.find((c) => c.key === key)!;

interface CareStyle {
  /** Style number offset: women 9000NN, men 9000NN + 10. */
  style: number;
  kind: ImageKind;
  name: T;
  description: T;
  priceCents: number;
  colours: ColourDef[];
}

const STYLES: CareStyle[] = [
  {
    style: 1,
    kind: 'spray',
    name: { nl: 'Beschermspray', fr: 'Spray protecteur', de: 'Imprägnierspray', en: 'Protector spray' },
    description: {
      nl: 'Beschermt leer, suède en textiel tegen water en vuil. Spray op 20 cm afstand en laat drogen.',
      fr: "Protège le cuir, le daim et le textile de l'eau et des taches. Vaporiser à 20 cm et laisser sécher.",
      de: 'Schützt Leder, Veloursleder und Textil vor Wasser und Schmutz. Aus 20 cm sprühen und trocknen lassen.',
      en: 'Protects leather, suede and textile against water and dirt. Spray from 20 cm and let it dry.',
    },
    priceCents: 1295,
    colours: [COLOURLESS],
  },
  {
    style: 2,
    kind: 'polish',
    name: { nl: 'Schoenpoets', fr: 'Cirage', de: 'Schuhcreme', en: 'Shoe polish' },
    description: {
      nl: 'Voedt glad leer en geeft het zijn glans terug. Breng dun aan met een doek.',
      fr: 'Nourrit le cuir lisse et lui rend son éclat. Appliquer en couche fine avec un chiffon.',
      de: 'Pflegt Glattleder und gibt ihm seinen Glanz zurück. Dünn mit einem Tuch auftragen.',
      en: 'Nourishes smooth leather and brings back its shine. Apply thinly with a cloth.',
    },
    priceCents: 795,
    colours: [colour('black'), colour('brown')],
  },
  {
    style: 3,
    kind: 'brush',
    name: { nl: 'Suèdeborstel', fr: 'Brosse à daim', de: 'Velourslederbürste', en: 'Suede brush' },
    description: {
      nl: 'Borstelt suède en nubuck op en verwijdert droog vuil.',
      fr: 'Redresse le daim et le nubuck et enlève la saleté sèche.',
      de: 'Raut Velours- und Nubukleder auf und entfernt trockenen Schmutz.',
      en: 'Raises the nap of suede and nubuck and removes dry dirt.',
    },
    priceCents: 1495,
    colours: [colour('beige')],
  },
];

/** Ids to continue from: the last category, product and variant ids the main seed used. */
export interface CareSeedStart {
  categoryId: number;
  productId: number;
  variantId: number;
  /** Category id of each gender's root (level 1). */
  roots: Record<Gender, number>;
}

/**
 * Seeds the shoe-care assortment (spec §3 Product 'crossSellings': the maintenance group of shoes):
 * per gender a care category `{root}/verzorging/schoenverzorging/` (level 2 and 3, appended after
 * the main tree so the existing ids stay) with a protector spray, shoe polish in black and brown
 * and a suede brush, all one size, at fixed SKUs (women 900001–900003, men 900011–900013, colour
 * `.001`/`.002`) so they do not depend on the catalog's scale. Deterministic; returns the ids it
 * used last.
 */
export async function seedShoeCare(t: CommerceDb, start: CareSeedStart): Promise<CareSeedStart> {
  let { categoryId, productId, variantId } = start;
  const brandId = BRANDS.indexOf('Bolt & Co') + 1;
  const urlRows: (typeof s.urlRecords.$inferInsert)[] = [];
  for (const gender of ['women', 'men'] as Gender[]) {
    const rootUrl = (lang: Lang) => `/${ROOTS[gender].slug[lang]}/`;
    const groupUrl = (lang: Lang) => `${rootUrl(lang)}${CARE_GROUP.slug[lang]}/`;
    const leafUrl = (lang: Lang) => `${groupUrl(lang)}${slugify(SHOE_CARE[lang])}/`;
    const groupId = ++categoryId;
    const leafId = ++categoryId;
    const root = start.roots[gender];
    await t.insert(s.categories).values([
      {
        id: groupId,
        parentId: root,
        key: `${gender}-care`,
        level: 2,
        gender,
        path: `/${root}/${groupId}/`,
        position: groupId,
      },
      {
        id: leafId,
        parentId: groupId,
        key: shoeCareCategoryKey(gender),
        level: 3,
        gender,
        path: `/${root}/${groupId}/${leafId}/`,
        position: leafId,
      },
    ]);
    await t.insert(s.categoryTranslations).values(
      LANGS.flatMap((lang) => [
        { categoryId: groupId, lang, name: CARE_GROUP.name[lang], slug: CARE_GROUP.slug[lang], url: groupUrl(lang) },
        { categoryId: leafId, lang, name: SHOE_CARE[lang], slug: slugify(SHOE_CARE[lang]), url: leafUrl(lang) },
      ]),
    );
    const rootCrumb = (lang: Lang) => ({ label: ROOTS[gender].name[lang], url: rootUrl(lang) });
    const groupCrumb = (lang: Lang) => ({ label: CARE_GROUP.name[lang], url: groupUrl(lang) });
    for (const storeKey of STORE_KEYS) {
      const lang = STORES[storeKey].lang;
      const common = { storeKey, pageType: 'plp', gender } as const;
      urlRows.push(
        {
          ...common,
          url: groupUrl(lang),
          categoryId: groupId,
          label: CARE_GROUP.name[lang],
          parents: [rootCrumb(lang)],
          filters: { category: [String(groupId)] },
        },
        {
          ...common,
          url: leafUrl(lang),
          categoryId: leafId,
          label: SHOE_CARE[lang],
          parents: [rootCrumb(lang), groupCrumb(lang)],
          filters: { category: [String(leafId)] },
        },
      );
    }
    for (const style of STYLES) {
      const parentSku = String(900000 + style.style + (gender === 'men' ? 10 : 0));
      for (const [index, tint] of style.colours.entries()) {
        const id = ++productId;
        const sku = `${parentSku}.${String(index + 1).padStart(3, '0')}`;
        await t.insert(s.products).values({
          id,
          sku,
          parentSku,
          brandId,
          categoryId: leafId,
          kind: style.kind,
          productType: 'shoe-care',
          gender,
          colorKey: tint.key,
          colorHex: tint.hex,
          accentHex: tint.accent,
          priceCents: style.priceCents,
          isOneSize: true,
          releaseDate: '2025-01-01',
          position: 990 + style.style,
        });
        await t.insert(s.productTranslations).values(
          LANGS.map((lang) => {
            const slug = `${slugify('Bolt & Co')}-${slugify(style.name[lang])}-${slugify(tint.name[lang])}-${sku.replace('.', '-')}`;
            for (const storeKey of STORE_KEYS.filter((key) => STORES[key].lang === lang))
              urlRows.push({
                storeKey,
                url: `/${slug}/`,
                pageType: 'pdp',
                sku,
                label: style.name[lang],
                gender,
                parents: [rootCrumb(lang), groupCrumb(lang), { label: SHOE_CARE[lang], url: leafUrl(lang) }],
              });
            return {
              productId: id,
              lang,
              name: style.name[lang],
              description: style.description[lang],
              colorName: tint.name[lang],
              slug,
              searchText: `${style.name[lang]} Bolt & Co ${tint.name[lang]} ${SHOE_CARE[lang]} ${CARE_GROUP.name[lang]} ${ROOTS[gender].name[lang]}`,
            };
          }),
        );
        await t.insert(s.variants).values({
          id: ++variantId,
          productId: id,
          size: 'One size',
          position: 0,
          sku: `${sku}.onesize`,
          legacySku: `${sku.replace('.', '')}01`,
          stock: 24 + style.style * 6 + index,
        });
      }
    }
  }
  await t.insert(s.urlRecords).values(urlRows);
  return { categoryId, productId, variantId, roots: start.roots };
}
