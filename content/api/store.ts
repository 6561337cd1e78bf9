/**
 * Loads the embedded content repository from disk (docs/architecture.md 'Content'):
 *
 * - `content/documents/<type>/<uid>.<lang>.json`: published documents
 *   `{ id, uid, type, lang, tags, first_publication_date, last_publication_date, alternate_languages, data }`
 *   (missing `id`/`uid`/`type`/`lang` are taken from the path). An optional `translation_group`
 *   links translations whose uids differ per language (`privacy-policy` ↔ `datenschutz`), as
 *   Prismic's translation groups do; without it, documents of one type and uid are translations.
 * - `content/drafts/*.json`: drafts, each a whole document; served only under the preview ref,
 *   layered over the published documents (a draft replaces the document with the same id, or the
 *   same type + uid + lang).
 * - `customtypes/<id>/index.json`: custom type labels for the repository's `types`.
 *
 * Paths resolve against `process.cwd()` (the Next app root), or `CONTENT_DIR` / `CUSTOMTYPES_DIR`.
 * The index is built once per process and cached on `globalThis`; with `NODE_ENV=development` it is
 * rebuilt when a file's modification time or size changes (checked at most once a second).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { EvaluableDocument } from './predicates';

export interface StoredDocument extends EvaluableDocument {
  alternate_languages: AlternateLanguage[];
  /** Key of the document's translation group (raw `translation_group`, else its uid). */
  translationGroup: string | null;
}

export interface AlternateLanguage {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
}

export interface ContentIndex {
  /** Master ref: hash of the published documents. */
  masterRef: string;
  /** Hash of the drafts, reported as the preview ref's id. */
  draftsHash: string;
  published: StoredDocument[];
  /** Published documents with the drafts layered over them. */
  preview: StoredDocument[];
  types: Record<string, string>;
  languages: string[];
  tags: string[];
  /** Modification signature of the files the index was built from. */
  signature: string;
}

/** Repository master language (NL is the primary store). */
export const MASTER_LANG = 'nl-nl';

const LANGUAGE_NAMES: Record<string, string> = {
  'nl-nl': 'Dutch - Netherlands',
  'nl-be': 'Dutch - Belgium',
  'fr-be': 'French - Belgium',
  'fr-fr': 'French - France',
  'de-de': 'German - Germany',
  'en-gb': 'English - United Kingdom',
};

/** Human name of a Prismic language code. */
export function languageName(lang: string): string {
  return LANGUAGE_NAMES[lang] ?? lang;
}

export function contentDir(): string {
  return process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');
}

function customTypesDir(): string {
  return process.env.CUSTOMTYPES_DIR ?? path.join(process.cwd(), 'customtypes');
}

function listJson(dir: string, recursive: boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && recursive) out.push(...listJson(full, true));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(full);
  }
  return out.sort();
}

function sourceFiles() {
  const root = contentDir();
  return {
    documents: listJson(path.join(root, 'documents'), true),
    drafts: listJson(path.join(root, 'drafts'), false),
    // The folders come from the environment at run time; the build's file tracer must not follow them.
    customTypes: existsSync(/*turbopackIgnore: true*/ customTypesDir())
      ? readdirSync(/*turbopackIgnore: true*/ customTypesDir(), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(customTypesDir(), entry.name, 'index.json'))
          .filter((file) => existsSync(file))
          .sort()
      : [],
  };
}

function signatureOf(files: string[]): string {
  return files
    .map((file) => {
      const stat = statSync(file);
      return `${file}:${stat.mtimeMs}:${stat.size}`;
    })
    .join('|');
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Normalises a raw JSON document; `fromPath` gives type/uid/lang for files under `documents/`. */
function normalise(
  raw: Record<string, unknown>,
  file: string,
  fromPath?: { type: string; uid: string; lang: string },
): StoredDocument {
  const type = asString(raw.type) ?? fromPath?.type;
  const lang = asString(raw.lang) ?? fromPath?.lang;
  const uid = asString(raw.uid) ?? fromPath?.uid ?? null;
  if (!type || !lang) throw new Error(`Content document ${file} needs a type and a lang`);
  return {
    id: asString(raw.id) ?? `${type}-${uid ?? path.basename(file, '.json')}-${lang}`,
    uid,
    type,
    lang,
    tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    first_publication_date: asString(raw.first_publication_date),
    last_publication_date: asString(raw.last_publication_date) ?? asString(raw.first_publication_date),
    alternate_languages: [],
    translationGroup: asString(raw.translation_group) ?? uid,
    data: raw.data && typeof raw.data === 'object' ? (raw.data as Record<string, unknown>) : {},
  };
}

/** Fills `alternate_languages` from the documents of the same type and translation group in other languages. */
function linkAlternates(docs: StoredDocument[]): StoredDocument[] {
  const groups = new Map<string, StoredDocument[]>();
  const keyOf = (doc: StoredDocument) => (doc.translationGroup ? `${doc.type}\u0000${doc.translationGroup}` : null);
  for (const doc of docs) {
    const key = keyOf(doc);
    if (key) groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  return docs.map((doc) => {
    const key = keyOf(doc);
    const siblings = key ? (groups.get(key) ?? []) : [];
    return {
      ...doc,
      alternate_languages: siblings
        .filter((other) => other.id !== doc.id)
        .map((other) => ({ id: other.id, uid: other.uid, type: other.type, lang: other.lang })),
    };
  });
}

function hash(parts: string[]): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\u0000');
  return digest.digest('base64url').slice(0, 16);
}

function build(): ContentIndex {
  const files = sourceFiles();
  const root = path.join(contentDir(), 'documents');
  const rawPublished: string[] = [];
  const published: StoredDocument[] = [];
  for (const file of files.documents) {
    const text = readFileSync(file, 'utf8');
    rawPublished.push(path.relative(root, file), text);
    const relative = path.relative(root, file).split(path.sep);
    const base = path.basename(file, '.json');
    const dot = base.lastIndexOf('.');
    const fromPath =
      relative.length >= 2 && dot > 0
        ? { type: relative[0]!, uid: base.slice(0, dot), lang: base.slice(dot + 1) }
        : undefined;
    published.push(normalise(JSON.parse(text) as Record<string, unknown>, file, fromPath));
  }
  const ids = new Set<string>();
  for (const doc of published) {
    if (ids.has(doc.id)) throw new Error(`Duplicate content document id ${doc.id}`);
    ids.add(doc.id);
  }

  const rawDrafts: string[] = [];
  const layered = new Map(published.map((doc) => [doc.id, doc]));
  for (const file of files.drafts) {
    const text = readFileSync(file, 'utf8');
    rawDrafts.push(path.basename(file), text);
    const draft = normalise(JSON.parse(text) as Record<string, unknown>, file);
    const same = [...layered.values()].find(
      (doc) =>
        doc.id === draft.id ||
        (draft.uid && doc.type === draft.type && doc.uid === draft.uid && doc.lang === draft.lang),
    );
    if (same) {
      layered.delete(same.id);
      layered.set(same.id, { ...draft, id: same.id, first_publication_date: same.first_publication_date });
    } else {
      layered.set(draft.id, draft);
    }
  }

  const types: Record<string, string> = {};
  for (const file of files.customTypes) {
    const model = JSON.parse(readFileSync(file, 'utf8')) as { id?: string; label?: string };
    if (model.id) types[model.id] = model.label ?? model.id;
  }
  for (const doc of published) types[doc.type] ??= doc.type;

  const languages = [...new Set([MASTER_LANG, ...published.map((doc) => doc.lang)])];
  return {
    masterRef: hash(rawPublished),
    draftsHash: hash(rawDrafts),
    published: linkAlternates(published),
    preview: linkAlternates([...layered.values()]),
    types,
    languages,
    tags: [...new Set(published.flatMap((doc) => doc.tags))].sort(),
    signature: signatureOf([...files.documents, ...files.drafts, ...files.customTypes]),
  };
}

interface CacheSlot {
  index?: ContentIndex;
  checkedAt: number;
  root?: string;
}

const globalCache = globalThis as typeof globalThis & { __embeddedPrismicContent?: CacheSlot };

/**
 * The content index for this process. Built on first use; rebuilt in development when files
 * change, and whenever the content directory changes (tests point `CONTENT_DIR` elsewhere).
 * @throws Error when a document file is not valid JSON or lacks a type/lang.
 */
export function getContentIndex(): ContentIndex {
  const slot = (globalCache.__embeddedPrismicContent ??= { checkedAt: 0 });
  const root = contentDir();
  if (slot.index && slot.root === root) {
    if (process.env.NODE_ENV !== 'development' || Date.now() - slot.checkedAt < 1000) return slot.index;
    slot.checkedAt = Date.now();
    const files = sourceFiles();
    if (signatureOf([...files.documents, ...files.drafts, ...files.customTypes]) === slot.index.signature)
      return slot.index;
  }
  slot.index = build();
  slot.root = root;
  slot.checkedAt = Date.now();
  return slot.index;
}

/** Drops the cached index so the next request reloads the files (tests, tooling). */
export function resetContentIndex(): void {
  delete globalCache.__embeddedPrismicContent;
}
