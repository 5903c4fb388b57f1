import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  describeConfigError,
  operatorConfig,
  operatorConfigOverride,
} from '../../src/shared/operator-config';

// The operator's contact channels (help "Contact us") are checked by the shared form rules at start-up.

const shipped = JSON.parse(readFileSync('resources/operator.json', 'utf8')) as Record<string, unknown>;
const withSupport = (support: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  operatorConfig.safeParse({ ...shipped, ...extra, support });
const problem = (result: ReturnType<typeof withSupport>) =>
  result.success ? null : describeConfigError(result.error);

describe('operator support channels', () => {
  it('the shipped config and a config without channels are valid', () => {
    expect(operatorConfig.safeParse(shipped).success).toBe(true);
    const { support: _support, ...bare } = shipped;
    expect(operatorConfig.safeParse(bare).success).toBe(true);
    expect(withSupport({ email: '', phone: '' }).success).toBe(true);
  });

  it('refuses a malformed email, phone or messaging handle, naming the field', () => {
    expect(problem(withSupport({ email: 'support@' }))).toEqual({
      field: 'support.email',
      message: 'must be an email address',
    });
    expect(problem(withSupport({ phone: 'call us' }))?.field).toBe('support.phone');
    expect(problem(withSupport({ whatsapp: '012 345' }))?.field).toBe('support.whatsapp');
    expect(problem(withSupport({ telegram: '@a b' }))?.field).toBe('support.telegram');
    expect(problem(withSupport({ line: '@' }))?.field).toBe('support.line');
    expect(problem(withSupport({ fax: '123' }))).toEqual({ field: 'fax', message: 'is not a known setting' });
  });

  it('a live chat URL needs https, a host, and that host among the provider hosts', () => {
    expect(problem(withSupport({ liveChatUrl: 'chat.example.com' }))).toEqual({
      field: 'support.liveChatUrl',
      message: 'must be a URL with a scheme and a host',
    });
    expect(problem(withSupport({ liveChatUrl: 'http://chat.example.com' }))?.field).toBe(
      'support.liveChatUrl',
    );
    expect(problem(withSupport({ liveChatUrl: 'https://chat.example.com/room' }))).toEqual({
      field: 'support.liveChatUrl',
      message: 'its host must also be listed in providerHosts',
    });
    expect(
      withSupport({ liveChatUrl: 'https://chat.example.com/room' }, { providerHosts: ['*.example.com'] })
        .success,
    ).toBe(true);
  });

  it('an override may set the channels alone', () => {
    expect(operatorConfigOverride.safeParse({ support: { email: 'help@brand.example' } }).success).toBe(true);
    expect(operatorConfigOverride.safeParse({ support: { email: 'nope' } }).success).toBe(false);
  });
});
