import type { Locale } from '@shared/languages';
import type { Translation } from './translation';

export type { Translation } from './translation';

// One chunk per language, fetched when that language is first shown: the nine together are most of a
// first load's weight, and a player reads one. Listed one by one so the bundler makes one chunk each.
const LOADERS: Record<Locale, () => Promise<{ default: Translation }>> = {
  en: () => import('./bundles/en'),
  cn: () => import('./bundles/cn'),
  km: () => import('./bundles/km'),
  my: () => import('./bundles/my'),
  id: () => import('./bundles/id'),
  jp: () => import('./bundles/jp'),
  kr: () => import('./bundles/kr'),
  th: () => import('./bundles/th'),
  vi: () => import('./bundles/vi'),
};

/** Every text of one language (loads its chunk the first time; later calls reuse the module). */
export async function loadTranslation(locale: Locale): Promise<Translation> {
  return (await LOADERS[locale]()).default;
}
