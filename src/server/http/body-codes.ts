import type { z } from 'zod';
import { invalidCode, requiredCode } from '../../shared/api/envelope';
import { refusalField } from '../../shared/validation/request-fields';

/** Names the first offending field the way the client's catalogue expects: accountIdRequired, passwordInvalid. */
export function codeForIssues(body: unknown, issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (!issue) return 'invalidBody';
  // RULES.md section 5's required request fields are named as the spec names them, wherever they sit.
  const field = refusalField(issue.path.filter((segment): segment is string => typeof segment === 'string'));
  if (!field) return 'invalidBody';
  const value = valueAt(body, issue.path);
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return missing ? requiredCode(field) : invalidCode(field);
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = body;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}
