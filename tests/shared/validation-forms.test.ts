import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_RULES,
  FOUR_D_NUMBER_RULES,
  LOGIN_RULES,
  LOTTERY_STAKE_RULES,
  NICKNAME_RULES,
  RACE_STAKE_RULES,
  ROOM_LIMIT_RULES,
  ROOM_PIN_RULES,
  ROOM_RATE_RULES,
  STAKE_RULES,
  firstFieldCode,
  roomPointsRules,
  toFieldCode,
  validateField,
  validateForm,
} from '../../src/shared/validation';

// The RULES.md section 5 rule sets, and the envelope codes a server answers from them.

describe('form rule sets', () => {
  it('login: both fields required', () => {
    expect(Object.keys(validateForm(LOGIN_RULES, { account_id: ' ', password: '' }))).toEqual([
      'account_id',
      'password',
    ]);
    expect(validateForm(LOGIN_RULES, { account_id: 'demo01', password: 'x' })).toEqual({});
  });

  it('change password: 6-10 letters and digits, mixed, unlike the current, confirmed', () => {
    const check = (values: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(validateForm(CHANGE_PASSWORD_RULES, values)).map(([f, failure]) => [f, failure.code]),
      );
    expect(check({ password: 'Pass1234', new_password: 'Next5678', confirm_password: 'Next5678' })).toEqual(
      {},
    );
    expect(check({ password: '', new_password: '', confirm_password: '' })).toEqual({
      password: 'required',
      new_password: 'required',
      confirm_password: 'required',
    });
    expect(check({ password: 'Pass1234', new_password: 'Ab1', confirm_password: 'Ab1' }).new_password).toBe(
      'minLength',
    );
    expect(
      check({ password: 'Pass1234', new_password: 'Abcdefg12345', confirm_password: 'Abcdefg12345' })
        .new_password,
    ).toBe('maxLength');
    expect(
      check({ password: 'Pass1234', new_password: 'abcdefgh', confirm_password: 'abcdefgh' }).new_password,
    ).toBe('letterAndDigit');
    expect(
      check({ password: 'Pass1234', new_password: 'Pass 123', confirm_password: 'Pass 123' }).new_password,
    ).toBe('alphanumeric');
    expect(
      check({ password: 'Pass1234', new_password: 'Pass1234', confirm_password: 'Pass1234' }).new_password,
    ).toBe('notSameAs');
    expect(
      check({ password: 'Pass1234', new_password: 'Next5678', confirm_password: 'next5678' })
        .confirm_password,
    ).toBe('sameAs');
  });

  it('nickname, room PIN, entry fee, players, stake and 4D number follow their limits', () => {
    const code = (rules: Parameters<typeof validateField>[2], value: unknown) =>
      validateField('f', value, rules)?.code ?? null;
    expect([
      code(NICKNAME_RULES.login_name, 'abc12'),
      code(NICKNAME_RULES.login_name, 'abcdef'),
      code(NICKNAME_RULES.login_name, 'a'.repeat(16)),
    ]).toEqual(['minLength', null, 'maxLength']);
    expect([
      code(ROOM_PIN_RULES, '12345'),
      code(ROOM_PIN_RULES, '123456'),
      code(ROOM_PIN_RULES, '12345a'),
      code(ROOM_PIN_RULES, '1234567'),
    ]).toEqual(['minLength', null, 'numeric', 'maxLength']);
    expect([
      code(ROOM_RATE_RULES, '9.99'),
      code(ROOM_RATE_RULES, '10'),
      code(ROOM_RATE_RULES, '1000.00'),
      code(ROOM_RATE_RULES, '1000.01'),
    ]).toEqual(['minValue', null, null, 'maxValue']);
    expect([
      code(ROOM_LIMIT_RULES, 2),
      code(ROOM_LIMIT_RULES, 3),
      code(ROOM_LIMIT_RULES, 30),
      code(ROOM_LIMIT_RULES, '31'),
      code(ROOM_LIMIT_RULES, '3.5'),
    ]).toEqual(['minValue', null, null, 'maxValue', 'numeric']);
    expect([
      code(STAKE_RULES, ''),
      code(STAKE_RULES, '0'),
      code(STAKE_RULES, '10.555'),
      code(STAKE_RULES, '25.50'),
      code(STAKE_RULES, '-5'),
    ]).toEqual(['required', null, 'numeric', null, 'numeric']);
    expect([
      code(FOUR_D_NUMBER_RULES, '0042'),
      code(FOUR_D_NUMBER_RULES, '42'),
      code(FOUR_D_NUMBER_RULES, '12a4'),
    ]).toEqual([null, 'minLength', 'numeric']);
  });

  it('room points, virtual and 4D stakes refuse what an input would otherwise clamp or round', () => {
    const code = (rules: Parameters<typeof validateField>[2], value: unknown) =>
      validateField('f', value, rules)?.code ?? null;
    // 800 points with 700 left is refused, not lowered to 700; fractions are not rounded.
    expect([
      code(roomPointsRules(700), '700'),
      code(roomPointsRules(700), '800'),
      code(roomPointsRules(700), '0'),
      code(roomPointsRules(700), '10.5'),
      code(roomPointsRules(700), ''),
    ]).toEqual([null, 'maxValue', 'minValue', 'numeric', 'required']);
    expect(validateField('f', '800', roomPointsRules(700))?.params.value).toBe('700');
    expect([
      code(RACE_STAKE_RULES, '0.99'),
      code(RACE_STAKE_RULES, '1'),
      code(RACE_STAKE_RULES, '5000.00'),
      code(RACE_STAKE_RULES, '6000'),
      code(RACE_STAKE_RULES, '10.555'),
    ]).toEqual(['minValue', null, null, 'maxValue', 'numeric']);
    expect([
      code(LOTTERY_STAKE_RULES, '1'),
      code(LOTTERY_STAKE_RULES, '1.5'),
      code(LOTTERY_STAKE_RULES, '0'),
      code(LOTTERY_STAKE_RULES, '1500'),
    ]).toEqual([null, 'numeric', 'minValue', null]);
  });
});

describe('envelope codes', () => {
  it('are <field>Required for an empty required field and <field>Invalid for any other failure', () => {
    expect(toFieldCode(validateField('start_date', '', LOGIN_RULES.account_id)!)).toBe('startDateRequired');
    expect(toFieldCode(validateField('login_name', 'ab', NICKNAME_RULES.login_name)!)).toBe(
      'loginNameInvalid',
    );
  });
  it('use the section 8 code a rule names', () => {
    expect(
      firstFieldCode(CHANGE_PASSWORD_RULES, {
        password: 'Pass1234',
        new_password: 'Next5678',
        confirm_password: 'Next5679',
      }),
    ).toBe('passwordsNotMatch');
    expect(
      firstFieldCode(CHANGE_PASSWORD_RULES, {
        password: 'Pass1234',
        new_password: 'Pass1234',
        confirm_password: 'Pass1234',
      }),
    ).toBe('passwordSameAsCurrent');
    expect(
      firstFieldCode(CHANGE_PASSWORD_RULES, {
        password: 'Pass1234',
        new_password: 'Next5678',
        confirm_password: 'Next5678',
      }),
    ).toBeNull();
  });
});
