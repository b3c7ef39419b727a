/*
 * E-mail addresses and phone numbers: person PII like tax ids, but also written into free text ("jane@example.com
 * is already registered"), so they are masked by field name and by the shape of the value. Every pattern is
 * bounded (no unbounded run before a fixed character), so a megabyte error body costs linear time.
 */

const MASK = '[redacted]';

/** Field names (lower-case, without `_`, `-` and spaces) that hold a phone number whatever their prefix. */
const PHONE_NAMES = new Set([
  'mobile',
  'mobilenumber',
  'cell',
  'cellnumber',
  'telephone',
  'tel',
  'fax',
  'msisdn',
]);

/**
 * True for a field name (already lower-cased, without separators) holding an e-mail address or a phone number:
 * `email`, `workEmail`, `email_address`, `phone`, `phoneNumber`, `PHONE_NUMBER`, `mobilePhone`, `msisdn`.
 */
export function isContactName(name: string): boolean {
  return (
    name.endsWith('email') ||
    name.endsWith('emailaddress') ||
    name.endsWith('phone') ||
    name.endsWith('phonenumber') ||
    PHONE_NAMES.has(name)
  );
}

// local@domain.tld, the `@` also percent-encoded (a path or query): an RFC 5321 local part is at most 64
// characters, a label 63, and the TLD alphabetic.
const EMAIL =
  /(?<![\w.%+-])[\w.%+-]{1,64}(?:@|%40)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.){1,8}[a-z]{2,24}(?![\w-])/gi;

// `+44 20 7946 0958`, `+1 (555) 010-9999`, `+15550109999`: a country code, then digits in groups.
const INTERNATIONAL = /(?<![\w+])\+(?:\d{7,15}|\d{1,4}(?:[ .-]?\(\d{1,5}\))?(?:[ .-]\d{1,5}){1,6})(?!\w)/g;
// `(555) 010-9999`, `555-010-9999`, `555.010.9999`, `020 7946 0958`: an area code, then two groups.
const NATIONAL = /(?<![\w.+-])(?:\(\d{2,5}\) ?|\d{2,5}[ .-])\d{3,4}[ .-]\d{3,5}(?![\w-]|\.\d)/g;

function digitCount(text: string): number {
  let count = 0;
  for (const char of text) if (char >= '0' && char <= '9') count++;
  return count;
}

function maskPhones(text: string, pattern: RegExp, minDigits: number): string {
  return text.replace(pattern, (match) => {
    const digits = digitCount(match);
    return digits >= minDigits && digits <= 15 ? MASK : match;
  });
}

/**
 * Masks e-mail addresses (plain or with the `@` percent-encoded) and phone-shaped numbers in free text. A phone
 * is an international number (`+` and 8 to 15 digits) or a national one written in groups with an area code (10
 * to 15 digits); dates, amounts, ids, IP addresses and bare digit runs are left alone.
 */
export function maskContactValues(text: string): string {
  let out = /@|%40/.test(text) ? text.replace(EMAIL, MASK) : text;
  if (out.includes('+')) out = maskPhones(out, INTERNATIONAL, 8);
  if (/\d[ .-]\d|\)/.test(out)) out = maskPhones(out, NATIONAL, 10);
  return out;
}
