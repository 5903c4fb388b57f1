import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@shared/constants';
import {
  CHANGE_PASSWORD_RULES,
  RULE_CODES,
  ipv4,
  minLength,
  required,
  validateField,
  type RuleCode,
} from '@shared/validation';
import { changeLanguage, initI18n } from '../../src/renderer/i18n';
import { fieldError, formRules, validationMessage } from '../../src/renderer/forms';

// Failures of the shared rules read as translated sentences with {field} and {value} filled in.

describe('validation messages', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('English fills in the field label and the value', () => {
    expect(validationMessage(validateField('login_name', 'abc', [minLength(6)])!)).toBe(
      'Nickname must be at least 6 characters long.',
    );
    expect(
      validationMessage(validateField('server', '01.2.3.4', [ipv4()])!, { label: 'Server address' }),
    ).toBe('Server address: "01.2.3.4" is not a valid IPv4 address.');
  });

  it('names the other field of sameAs by its label', () => {
    const values = { password: 'Pass1234', new_password: 'Next5678', confirm_password: 'Next5679' };
    const failure = validateField(
      'confirm_password',
      values.confirm_password,
      CHANGE_PASSWORD_RULES.confirm_password,
      values,
    )!;
    expect(validationMessage(failure)).toBe('Confirm new password must be the same as New password.');
  });

  it('uses a form fixed text for a rule when given (the login page wording of RULES.md section 5)', () => {
    expect(
      fieldError('account_id', '', [required()], { messages: { required: 'Username is required!' } }),
    ).toBe('Username is required!');
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every rule has its own sentence with both parameters placed`, async () => {
      await changeLanguage(lang);
      for (const code of RULE_CODES) {
        const text = validationMessage({
          code: code as RuleCode,
          params: { field: 'stake', value: 'XYZ' },
          valueIsField: false,
        });
        expect(text, `${lang} ${code}`).toContain(i18next.t('validation.fields.stake'));
        expect(text, `${lang} ${code}`).not.toContain('{{');
        if (code !== 'required' && code !== 'letterAndDigit')
          expect(text, `${lang} ${code}`).toContain('XYZ');
      }
    });
  }
});

describe('antd adapter', () => {
  it('rejects with the translated message and resolves for a valid value, reading sibling fields', async () => {
    await changeLanguage('en');
    const values: Record<string, unknown> = { new_password: 'Next5678', confirm_password: 'nope' };
    const [renderRule] = formRules('confirm_password', CHANGE_PASSWORD_RULES.confirm_password);
    const form = { getFieldsValue: () => values } as never;
    const ruleObject = typeof renderRule === 'function' ? renderRule(form) : renderRule!;
    expect(ruleObject.required).toBe(true);
    await expect(ruleObject.validator!(ruleObject as never, 'nope', () => undefined)).rejects.toThrow(
      'Confirm new password must be the same as New password.',
    );
    await expect(
      ruleObject.validator!(ruleObject as never, 'Next5678', () => undefined),
    ).resolves.toBeUndefined();
  });
});
