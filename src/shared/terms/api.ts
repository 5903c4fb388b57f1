import { z } from 'zod';
import { sessionRequest } from '../api/account';

// Terms acceptance on the wire (RULES.md section 5 "Terms: must be accepted before continuing"): the server
// says which version of each terms document it requires and which one the member accepted.

/** `general`: the terms and conditions accepted at login; `tournament`: the room rules, accepted before a first room. */
export const TERMS_SCOPES = ['general', 'tournament'] as const;
export type TermsScope = (typeof TERMS_SCOPES)[number];

/** The answer of a money or seat call while the member has not accepted the current version of its terms. */
export const TERMS_NOT_ACCEPTED = 'termsNotAccepted';

/** The answer when the version being accepted is no longer the one required (the operator published another). */
export const TERMS_VERSION_CHANGED = 'termsVersionChanged';

const termsEntry = z.object({
  scope: z.enum(TERMS_SCOPES),
  /** The version the operator requires now; publishing a new one makes every member accept again. */
  required_version: z.number().int().min(1),
  published_at: z.string(),
  accepted_version: z.number().int().min(1).nullable(),
  accepted_at: z.string().nullable(),
  /** accepted_version equals required_version. */
  accepted: z.boolean(),
});
export type TermsEntry = z.infer<typeof termsEntry>;

export const termsStatusRequest = sessionRequest;
export const termsStatusResponse = z.object({ terms: z.array(termsEntry) });

export const termsAcceptRequest = sessionRequest.extend({
  scope: z.enum(TERMS_SCOPES),
  /** The version the member read; refused with termsVersionChanged when another is required by now. */
  version: z.number().int().min(1).max(1_000_000),
});
export const termsAcceptResponse = z.object({ terms: termsEntry });
