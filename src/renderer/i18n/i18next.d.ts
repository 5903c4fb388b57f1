// i18next's t() takes the English table's keys only: a key missing from the texts fails the type check instead of
// showing the key to a player. Keys built from data go through ./keys.ts.
import type { Translation } from './translation';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
