// The generic form rules (RULES.md section 5): the rules, the checker, the per-form sets and the zod bridge.
export * from './rules';
export * from './validate';
export * from './forms';
export * from './zod';
export * from './request-fields';
