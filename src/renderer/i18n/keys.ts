// The keys t() takes are the English table's (i18next.d.ts): a key named in the code is checked by the compiler.
// A key built from a code the server or the feed sends is checked when it is built, against the loaded texts.
import i18next from 'i18next';
import type { ParseKeys, TFunction } from 'i18next';

/** Every key of the English table, as t() takes it (plural forms by their base key). */
export type TranslationKey = ParseKeys;

/** What follows `prefix.` in the keys below it: `KeyUnder<'odds.typeName'>` is `'1' | '2' | …`. */
export type KeyUnder<Prefix extends string> = TranslationKey extends infer Key
  ? Key extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;

/** i18next's t, typed by the English table: the app's, or a fixed language's (getFixedT). */
export type Translate = TFunction;

/** Whether the texts have `key`: the guard for a key built at run time from data. */
export function isTranslationKey(key: string): key is TranslationKey {
  return i18next.exists(key);
}

/**
 * The text of a key built from data, or `otherwise` when the texts lack it (by default the key itself, as i18next
 * shows a missing key): the server or the feed may send a code before the app has a text for it.
 */
export function translateBuilt(t: Translate, key: string, otherwise: string = key): string {
  return isTranslationKey(key) ? t(key) : otherwise;
}
