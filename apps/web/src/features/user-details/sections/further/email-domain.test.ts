import { describe, expect, it } from 'vitest';
import { emailDomainOf } from './email-domain.ts';

describe('emailDomainOf', () => {
  it('takes the part after the last @, lower-cased', () => {
    expect(emailDomainOf('Liam.Garcia14@Outlook.com')).toBe('outlook.com');
    expect(emailDomainOf('"a@b"@mailinator.com')).toBe('mailinator.com');
  });
  it('gives null without a usable domain', () => {
    expect(emailDomainOf(null)).toBeNull();
    expect(emailDomainOf('no-at-sign')).toBeNull();
    expect(emailDomainOf('trailing@')).toBeNull();
    expect(emailDomainOf('@leading.com')).toBeNull();
  });
});
