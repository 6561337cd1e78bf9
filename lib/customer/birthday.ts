/**
 * The customer's birthday as the profile form edits it (spec §3 Customer `birthday`, §5 'Birthday:
 * split by dash into year, month, day'): the contract carries `YYYY-MM-DD`; the form has three
 * selects (day, month, year), each a decimal string without leading zeros, `''` when not chosen.
 */
import { formatDate } from '@/lib/format';

/** A birthday in the form's three parts: `{ day: '7', month: '3', year: '1990' }`; `''` for a part not chosen. */
export interface BirthdayParts {
  day: string;
  month: string;
  year: string;
}

/** Earliest birth year offered and accepted (the back end's bound too). */
export const BIRTHDAY_MIN_YEAR = 1900;

/** Why parts are no birthday: some but not all chosen, no such date, or a date after today. */
export type BirthdayProblem = 'incomplete' | 'invalid' | 'future';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Splits a `YYYY-MM-DD` birthday by dash into its parts (spec §5), without leading zeros. Null,
 * empty or malformed input gives empty parts.
 */
export function splitBirthday(birthday: string | null | undefined): BirthdayParts {
  const match = ISO_DATE.exec(birthday ?? '');
  if (!match) return { day: '', month: '', year: '' };
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** Today's date in the visitor's time zone as `YYYY-MM-DD`. */
export function localIsoDate(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What is wrong with `parts` as a birthday, or null when they are a real calendar date from
 * {@link BIRTHDAY_MIN_YEAR} up to and including `today` (local date), or all empty (no birthday).
 */
export function birthdayProblem(parts: BirthdayParts, today: Date = new Date()): BirthdayProblem | null {
  const values = [parts.day, parts.month, parts.year].map((part) => part.trim());
  if (values.every((part) => part === '')) return null;
  if (values.some((part) => part === '')) return 'incomplete';
  if (!values.every((part) => /^\d{1,4}$/.test(part))) return 'invalid';
  const [day, month, year] = values.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= BIRTHDAY_MIN_YEAR &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!real) return 'invalid';
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}` > localIsoDate(today) ? 'future' : null;
}

/**
 * Joins the parts into the contract's `YYYY-MM-DD` (`{ day: '7', month: '3', year: '1990' }` →
 * `1990-03-07`); null when all parts are empty (no birthday).
 * @throws Error when the parts are not a valid birthday ({@link birthdayProblem}); validate first.
 */
export function joinBirthday(parts: BirthdayParts, today: Date = new Date()): string | null {
  const problem = birthdayProblem(parts, today);
  if (problem) throw new Error(`Not a birthday (${problem})`);
  if (!parts.day.trim()) return null;
  return `${pad(Number(parts.year), 4)}-${pad(Number(parts.month))}-${pad(Number(parts.day))}`;
}

/**
 * Formats a `YYYY-MM-DD` birthday as a long date in `locale`, e.g. `17 mei 1990` (nl-NL), `17. Mai 1990` (de-DE),
 * `1er mai 1990` (fr).
 */
export function formatBirthday(birthday: string, locale: string): string {
  return formatDate(new Date(`${birthday}T00:00:00Z`), locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
