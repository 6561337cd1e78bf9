import type { Lang } from '../config/stores';

/**
 * The words shoppers type that the catalog does not use, per store language, with the catalog's
 * words they mean (keys and values as `searchWords` yields them: lowercase, accent-free). Only what
 * spelling correction and stemming cannot reach: other words for a product type, and colour
 * adjectives whose inflected form is too far from the catalog's word ("rode" is one letter from
 * "roze", "blanches" three from "blanc").
 */
export const SYNONYMS: Record<Lang, Record<string, string[]>> = {
  nl: {
    hak: ['pumps'],
    hakken: ['pumps'],
    gympen: ['sneakers'],
    sportschoenen: ['sneakers'],
    instappers: ['loafers'],
    instapper: ['loafers'],
    rode: ['rood'],
    navy: ['donkerblauw'],
    marineblauw: ['donkerblauw'],
  },
  fr: {
    talon: ['escarpins'],
    talons: ['escarpins'],
    sneaker: ['baskets'],
    sneakers: ['baskets'],
    tennis: ['baskets'],
    bottines: ['bottes'],
    sandalette: ['sandales'],
    sandalettes: ['sandales'],
    chemisier: ['chemise'],
    blanche: ['blanc'],
    blanches: ['blanc'],
    blancs: ['blanc'],
    argente: ['argent'],
    argentee: ['argent'],
    argentes: ['argent'],
    argentees: ['argent'],
    navy: ['marine'],
  },
  de: {
    turnschuh: ['sneaker'],
    turnschuhe: ['sneaker'],
    heels: ['pumps'],
    absatzschuhe: ['pumps'],
    stiefeletten: ['stiefel'],
    mokassin: ['loafer'],
    mokassins: ['loafer'],
    slipper: ['loafer'],
    navy: ['marineblau'],
  },
  en: {
    trainers: ['sneakers'],
    heels: ['pumps'],
  },
};

/**
 * Words shoppers use for what the catalog does not describe (materials), per store language, as
 * `searchWords` yields them. Unless the catalog has the word, it is left out of the search rather
 * than "corrected" to a catalog word one letter away ("leren", leather, would become "heren", men).
 */
export const UNDESCRIBED_WORDS: Record<Lang, ReadonlySet<string>> = {
  nl: new Set(['leer', 'leren', 'lederen', 'suede', 'nubuck', 'canvas', 'katoen', 'katoenen', 'wol', 'wollen']),
  fr: new Set(['cuir', 'daim', 'nubuck', 'toile', 'coton', 'laine']),
  de: new Set(['leder', 'ledern', 'wildleder', 'nubuk', 'canvas', 'baumwolle', 'wolle']),
  en: new Set(['leather', 'suede', 'nubuck', 'canvas', 'cotton', 'wool', 'woollen']),
};
