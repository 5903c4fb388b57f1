// The renderer side of the generic form rules: antd rules, a hook for plain-input forms, and messages,
// all over src/shared/validation.
export { formRules, fieldError } from './antd-rules';
export { FieldError } from './FieldError';
export { useFormRules, type FormRulesState } from './useFormRules';
export { validationMessage } from './messages';
