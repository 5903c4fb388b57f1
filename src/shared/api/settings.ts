import { z } from 'zod';
import { sessionRequest } from './account';

// usersettings saves when `settings` is present and loads when it is absent (RULES.md section 7: "Save settings").

/** The server keeps the client's layout preferences as an opaque JSON object of bounded size. */
const SETTINGS_MAX_BYTES = 16 * 1024;

const userSettings = z
  .record(z.string().min(1).max(64), z.json())
  .refine((value) => JSON.stringify(value).length <= SETTINGS_MAX_BYTES, 'too large');
export type UserSettings = z.infer<typeof userSettings>;

export const userSettingsRequest = sessionRequest.extend({ settings: userSettings.optional() });

export const userSettingsResponse = z.object({ settings: z.record(z.string(), z.json()) });
