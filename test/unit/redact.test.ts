import { describe, expect, it } from 'vitest';
import { Credentials } from '../../src/internal/credentials.js';
import { isPiiKey, isSensitiveKey, maskTenantKey, Redactor, truncate } from '../../src/internal/redact.js';

describe('Redactor', () => {
  it('removes registered secrets from text', () => {
    const r = new Redactor();
    r.addSecret('sk_live_0123456789');
    r.addSecret('tk_tenant_abcdef', maskTenantKey('tk_tenant_abcdef'));
    expect(r.text('key sk_live_0123456789 tenant tk_tenant_abcdef twice sk_live_0123456789')).toBe(
      'key [redacted] tenant ****cdef twice [redacted]',
    );
  });

  it('masks PII fields at any depth and keeps other fields', () => {
    const r = new Redactor();
    const out = r.value({
      person: {
        tax_id: '1',
        nationalId: '2',
        date_of_birth: '3',
        name: 'Ada',
        accounts: [{ accountNumber: '4', bankName: 'B' }],
      },
      routingNumber: 5,
      taxId: null,
    });
    expect(out).toEqual({
      person: {
        tax_id: '[redacted]',
        nationalId: '[redacted]',
        date_of_birth: '[redacted]',
        name: 'Ada',
        accounts: [{ accountNumber: '[redacted]', bankName: 'B' }],
      },
      routingNumber: '[redacted]',
      taxId: null,
    });
  });

  it('masks PII values inside JSON-looking text', () => {
    expect(new Redactor().text('{"taxId":"123-45-6789","ssn": 123456789,"name":"x"}')).toBe(
      '{"taxId":"[redacted]","ssn": "[redacted]","name":"x"}',
    );
  });

  it('masks credentials and tenant keys in headers', () => {
    const headers = new Headers({
      authorization: 'Bearer x',
      'x-multitenantkey': 'tk_abcdef123',
      'x-request-id': 'r1',
    });
    expect(new Redactor().headers(headers)).toEqual({
      authorization: '[redacted]',
      'x-multitenantkey': '****f123',
      'x-request-id': 'r1',
    });
  });

  it('with() adds a secret to a copy only', () => {
    const base = new Redactor();
    const copy = base.with('tk_call_only_1234', '****1234');
    expect(copy.text('tk_call_only_1234')).toBe('****1234');
    expect(base.text('tk_call_only_1234')).toBe('tk_call_only_1234');
  });

  it('stops at a maximum depth instead of recursing forever', () => {
    let deep: Record<string, unknown> = { v: 1 };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(new Redactor().value(deep))).toContain('[truncated]');
  });
});

describe('bounded secrets', () => {
  it('a provider rotating 1000 tokens leaves only the 32 newest in the redactor, each still masked', async () => {
    const redactor = new Redactor();
    let n = 0;
    const credentials = new Credentials(() => `usr_tok_${String(++n).padStart(6, '0')}`, redactor);
    for (let i = 0; i < 1000; i++) await credentials.token();
    expect(redactor.size).toBe(32);
    expect(redactor.text('usr_tok_001000 usr_tok_000969')).toBe('[redacted] [redacted]');
    expect(redactor.text('usr_tok_000968')).toBe('usr_tok_000968');
  });

  it('removeSecret() forgets a value; with() still masks it for one call', () => {
    const redactor = new Redactor();
    redactor.addSecret('tok_rotated_out_1');
    redactor.removeSecret('tok_rotated_out_1');
    expect(redactor.text('tok_rotated_out_1')).toBe('tok_rotated_out_1');
    expect(redactor.with('tok_rotated_out_1').text('tok_rotated_out_1')).toBe('[redacted]');
  });
});

describe('helpers', () => {
  it('recognises credential and PII names in any case style and as dotted params paths', () => {
    for (const key of [
      'tenantKey',
      'api_key',
      'ACCESS-TOKEN',
      'X-Amz-Signature',
      'bankDetails.accountNumber',
      'entries[0].tax_id',
      'password',
    ])
      expect(isSensitiveKey(key), key).toBe(true);
    for (const key of ['bankDetails.bankName', 'amount.amount', 'nextCursor', 'tokenType.x'])
      expect(isSensitiveKey(key), key).toBe(false);
  });

  it('recognises PII keys in any case or separator style', () => {
    const pii = [
      'taxId',
      'TAX_ID',
      'tax-id',
      'dob',
      'iban',
      'accountNumber',
      'email',
      'workEmail',
      'EMAIL_ADDRESS',
    ];
    for (const key of [...pii, 'phoneNumber', 'phone_number', 'PHONE', 'mobile-phone', 'msisdn'])
      expect(isPiiKey(key)).toBe(true);
    for (const key of ['firstName', 'amount', 'emailVerified', 'phoneCountryCode'])
      expect(isPiiKey(key)).toBe(false);
  });

  it('truncates long text and says how much was cut', () => {
    expect(truncate('abc', 5)).toBe('abc');
    expect(truncate('abcdefgh', 5)).toBe('abcde… (3 more characters)');
  });
});
