import { describe, expect, it } from 'vitest';
import {
  alpha,
  alphanumeric,
  email,
  ipv4,
  letterAndDigit,
  maxLength,
  maxValue,
  minLength,
  minValue,
  notSameAs,
  numeric,
  required,
  sameAs,
  selectOption,
  url,
  validateField,
  type Rule,
} from '../../src/shared/validation';

// Each rule with values that pass and values that fail, edge cases included.

const fails = (rule: Rule, value: unknown, values: Record<string, unknown> = {}) => rule.check(value, values);
function passes(rule: Rule, ...values: unknown[]) {
  for (const value of values)
    expect({ value, outcome: rule.check(value, {}) }).toEqual({ value, outcome: null });
}
function refuses(rule: Rule, ...values: unknown[]) {
  for (const value of values)
    expect({ value, code: rule.check(value, {})?.code }).toEqual({ value, code: rule.code });
}

describe('required', () => {
  it('refuses nothing typed: undefined, null, blank text, an empty list', () => {
    refuses(required(), undefined, null, '', '   ', '\t\n', []);
  });
  it('accepts any typed value, including 0 and false', () => {
    passes(required(), 'a', ' a ', 0, false, ['x']);
  });
});

describe('every rule but required lets an empty optional field through', () => {
  const rules: Rule[] = [
    minValue(1),
    maxValue(1),
    minLength(3),
    maxLength(1),
    alpha(),
    alphanumeric(),
    numeric(),
    email(),
    ipv4(),
    url(),
    letterAndDigit(),
    selectOption(['a']),
  ];
  it.each(rules.map((r) => [r.code, r] as const))('%s', (_code, rule) => passes(rule, '', undefined, null));
});

describe('minValue and maxValue', () => {
  it('compare numbers and numeric text, the limit itself included', () => {
    passes(minValue(10), 10, '10', '10.00', 1000, '999.99');
    refuses(minValue(10), 9.99, '9', '-10', 0);
    passes(maxValue(1000), 1000, '1000.00', -5);
    refuses(maxValue(1000), 1000.01, '1001');
  });
  it('show the limit as {value}', () => {
    expect(fails(minValue(10), '5')).toEqual({ code: 'minValue', value: '10' });
    expect(fails(maxValue(30), 31)).toEqual({ code: 'maxValue', value: '30' });
  });
  it('report text that is not a number as numeric, not as out of range', () => {
    for (const value of ['abc', '1e3', ' 12', '12 ', '0x10', NaN, Infinity]) {
      expect(fails(minValue(10), value)?.code).toBe('numeric');
    }
  });
});

describe('minLength and maxLength', () => {
  it('count characters as people see them (code points), not UTF-16 units', () => {
    passes(maxLength(2), '😀😀', 'ab');
    refuses(maxLength(2), '😀😀😀');
    passes(minLength(3), 'ไทย', 'abc');
    refuses(minLength(3), 'ab', '😀');
  });
  it('show the limit as {value}', () => {
    expect(fails(minLength(6), 'abc')).toEqual({ code: 'minLength', value: '6' });
    expect(fails(maxLength(10), 'abcdefghijk')).toEqual({ code: 'maxLength', value: '10' });
  });
});

describe('alpha', () => {
  it('accepts unicode letters of every script, with their combining marks', () => {
    passes(alpha(), 'abc', 'José', 'Zoë', 'สมศักดิ์', '明美', 'မောင်', 'សុខា', '김민수', 'Nguyễn', 'ひらがな');
  });
  it('refuses digits, spaces, punctuation and emoji', () => {
    refuses(alpha(), 'abc1', 'ab c', 'o-k', "O'Neil", '😀', '١٢٣', '_');
  });
  it('shows the offending input as {value}', () => {
    expect(fails(alpha(), 'abc1')).toEqual({ code: 'alpha', value: 'abc1' });
  });
});

describe('alphanumeric', () => {
  it('accepts letters and digits of any script by default', () => {
    passes(alphanumeric(), 'abc123', 'Zoë7', 'สมชาย99', '明美2');
    refuses(alphanumeric(), 'abc 123', 'abc_123', 'a.b', 'a-1');
  });
  it('limits itself to ASCII for login names', () => {
    passes(alphanumeric({ ascii: true }), 'Player01');
    refuses(alphanumeric({ ascii: true }), 'Zoë7', 'สมชาย99', 'ａｂｃ');
  });
});

describe('numeric', () => {
  it('is plain digits by default', () => {
    passes(numeric(), '0042', '7', 42);
    refuses(numeric(), '4.2', '-1', '1e3', '12a', ' 1', '+1', -3, 1.5, '٤٢');
  });
  it('allows a fraction of up to the given places, and a sign when asked', () => {
    passes(numeric({ decimals: 2 }), '10', '10.5', '10.50', 10.25);
    refuses(numeric({ decimals: 2 }), '10.505', '10.', '.5', '-1');
    passes(numeric({ negative: true, decimals: 2 }), '-1.25');
  });
});

describe('email', () => {
  it('accepts ordinary addresses', () => {
    passes(email(), 'support@example.com', 'first.last+tag@mail.example.co.uk', 'a_b-c@sub-domain.io');
  });
  it('refuses missing parts, spaces, dots in the wrong place and a one-letter top-level domain', () => {
    refuses(
      email(),
      'support',
      'support@',
      '@example.com',
      'a@b',
      'a b@example.com',
      'a@example.c',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@-example.com',
      'a@@example.com',
    );
    refuses(email(), `${'a'.repeat(65)}@example.com`);
  });
});

describe('ipv4', () => {
  it('accepts four parts 0-255', () => {
    passes(ipv4(), '0.0.0.0', '127.0.0.1', '192.168.1.10', '255.255.255.255', '10.0.100.9');
  });
  it('refuses 256, leading zeros, missing or extra parts, signs and spaces', () => {
    refuses(
      ipv4(),
      '256.1.1.1',
      '1.1.1.256',
      '300.0.0.1',
      '01.2.3.4',
      '1.2.3.04',
      '1.2.3.00',
      '1.2.3',
      '1.2.3.4.5',
      '-1.2.3.4',
      '1.2.3.4 ',
      '1..3.4',
      'a.b.c.d',
      '1.2.3.4/24',
    );
  });
});

describe('url', () => {
  it('accepts http and https URLs with a host', () => {
    passes(
      url(),
      'https://example.com',
      'http://example.com/path?q=1#x',
      'https://sub.example.co:8443/a',
      'https://127.0.0.1/',
      'https://[::1]:8080/',
      'https://例え.jp',
    );
  });
  it('refuses a URL without a scheme, an empty host and other schemes', () => {
    refuses(
      url(),
      'example.com',
      'www.example.com/path',
      '//example.com',
      'http://',
      'https:///path',
      'ftp://example.com',
      'javascript://alert(1)',
      'mailto:a@b.com',
      'https://exa mple.com',
      'https://-bad.com',
    );
  });
  it('allows other schemes only when asked', () => {
    passes(url(['https', 'tg']), 'tg://resolve');
    refuses(url(['https']), 'http://example.com');
  });
});

describe('sameAs and notSameAs', () => {
  it('compare with the other field and name it as {value}', () => {
    expect(sameAs('new_password').check('abc123', { new_password: 'abc123' })).toBeNull();
    expect(sameAs('new_password').check('abc124', { new_password: 'abc123' })).toEqual({
      code: 'sameAs',
      value: 'new_password',
      valueIsField: true,
    });
    expect(notSameAs('password').check('abc123', { password: 'abc124' })).toBeNull();
    expect(notSameAs('password').check('abc123', { password: 'abc123' })?.code).toBe('notSameAs');
  });
  it('are case sensitive, as passwords are', () => {
    expect(sameAs('p').check('Abc123', { p: 'abc123' })?.code).toBe('sameAs');
  });
  it('carry the refusal code the server answers', () => {
    expect(
      sameAs('new_password', { refusal: 'passwordsNotMatch' }).check('x', { new_password: 'y' })?.refusal,
    ).toBe('passwordsNotMatch');
  });
});

describe('letterAndDigit', () => {
  it('needs at least one letter and one digit', () => {
    passes(letterAndDigit(), 'abc123', '1a', 'ก1');
    refuses(letterAndDigit(), 'abcdef', '123456', '!!!!');
  });
});

describe('selectOption', () => {
  it('accepts only the listed options, numbers and text alike', () => {
    passes(selectOption([1, 2, 'MYR']), 1, '2', 'MYR');
    refuses(selectOption([1, 2, 'MYR']), 3, 'myr', 'MYR ', true);
  });
  it('shows the value given as {value}', () => {
    expect(selectOption(['a']).check('b', {})).toEqual({ code: 'selectOption', value: 'b' });
  });
});

describe('validateField', () => {
  it('answers the first failing rule with the field and value parameters', () => {
    const rules = [required(), minLength(6), alphanumeric()];
    expect(validateField('login_name', '', rules)).toEqual({
      code: 'required',
      params: { field: 'login_name', value: '' },
      valueIsField: false,
    });
    expect(validateField('login_name', 'ab!', rules)).toEqual({
      code: 'minLength',
      params: { field: 'login_name', value: '6' },
      valueIsField: false,
    });
    expect(validateField('login_name', 'abcdef!', rules)?.code).toBe('alphanumeric');
    expect(validateField('login_name', 'abcdef1', rules)).toBeNull();
  });
});
