// The generic form rules (SPEC.md section 5): the rules, the checker and the per-form sets.
export * from './rules';
export * from './validate';
export * from './forms';
