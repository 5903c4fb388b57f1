// The renderer side of the generic form rules: antd rules and messages over src/shared/validation.
export { formRules, fieldError } from './antd-rules';
export { validationMessage, type MessageOptions } from './messages';
