import { describe, expect, it } from 'vitest';
import { Redactor } from '../../src/internal/redact.js';
import { isContactName, maskContactValues } from '../../src/internal/redact-contact.js';

describe('maskContactValues', () => {
  it.each([
    'jane@example.com',
    'Jane.Doe+payroll@mail.example.co.uk',
    'JANE_DOE@EXAMPLE.ORG',
    '+1 (555) 010-9999',
    '+44 20 7946 0958',
    '+15550109999',
    '+52 55 1234 5678',
    '+1-555-010-9999',
    '(555) 010-9999',
    '555-010-9999',
    '555.010.9999',
    '020 7946 0958',
  ])('masks %s inside a sentence', (value) => {
    const text = `person ${value} is already registered.`;
    expect(maskContactValues(text)).toBe('person [redacted] is already registered.');
  });

  it.each([
    'born 1988-07-14',
    'at 2024-01-31T10:00:00+00:00',
    'id a3f1c9e2-5b7d-4e8a-9c1f-2d6b8e4a7c01',
    'id 12345678-1234-1234-1234-123456789012',
    'connect ECONNREFUSED 192.168.100.200:443',
    'http://127.0.0.1:9/v1/persons',
    'amount 1000000000',
    'amount 1 000 000',
    'amounts 123 456 789',
    'version 10.22.333',
    'req_123-456-7890',
    'workforce-api@1.2.3 and ky@2.1',
    'import from @scope/pkg',
    'offset +05:30 and +100.00',
    '12.50 USD',
  ])('leaves %s alone', (text) => {
    expect(maskContactValues(text)).toBe(text);
  });

  it('stays linear on a long body without a match', () => {
    const body = `${'a'.repeat(500_000)}@${'1-'.repeat(200_000)}+${'9'.repeat(100_000)}`;
    expect(maskContactValues(body)).toBe(body);
  });
});

describe('contact fields by name', () => {
  it('recognises e-mail and phone names in any case style, and not their neighbours', () => {
    for (const name of [
      'email',
      'workemail',
      'emailaddress',
      'phone',
      'phonenumber',
      'mobilephone',
      'msisdn',
    ])
      expect(isContactName(name)).toBe(true);
    for (const name of ['emailverified', 'phonecountrycode', 'firstname'])
      expect(isContactName(name)).toBe(false);
  });

  it('masks them in objects, dotted paths and JSON text, nested objects included', () => {
    const redactor = new Redactor();
    const phone = { countryCode: '+1', number: '5550109999' };
    expect(
      redactor.value({ email: 'a@b.co', Phone_Number: phone, person: { 'work-email': 'x@y.io', PHONE: 1 } }),
    ).toEqual({
      email: '[redacted]',
      Phone_Number: '[redacted]',
      person: { 'work-email': '[redacted]', PHONE: '[redacted]' },
    });
    expect(redactor.value({ 'person.email': 'is taken', 'person.phoneNumber.number': 'bad' })).toEqual({
      'person.email': '[redacted]',
      'person.phoneNumber.number': '[redacted]',
    });
    const text = JSON.stringify({ person: { phoneNumber: phone, name: 'Ada' }, list: [{ email: 'q@r.st' }] });
    expect(redactor.text(text)).toBe(
      '{"person":{"phoneNumber":"[redacted]","name":"Ada"},"list":[{"email":"[redacted]"}]}',
    );
    expect(redactor.text('GET /v1/persons?phone=5550109999&email=a%40b.co')).toBe(
      'GET /v1/persons?phone=[redacted]&email=[redacted]',
    );
  });
});
