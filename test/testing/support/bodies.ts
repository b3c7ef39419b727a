import type { BeneficiaryCreateParams } from '../../../src/generated/models/beneficiaries.js';
import type { MockServer } from '../../../src/testing/index.js';
import { uploadedFileId } from '../raw-http.js';

/*
 * Request bodies several simulator tests send, written once: a user's KYC identity submission (its documents
 * uploaded first, as the simulator checks a body's file ids), a virtual-account request and a beneficiary.
 */

/** Who a KYC submission is about, and the identity document they show. */
export interface KycPerson {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  dob: string;
  /** ISO 3166-1 alpha-2: the nationality and the country that issued the document. */
  country: string;
  /** The document's number. */
  number: string;
  /** Default `passport`. */
  type?: string;
  /** Default the passport office of `country`. */
  issuedBy?: string;
}

/**
 * A KYC identity submission (`POST /v1/users/{userId}/kyc`) for `person`, with its front and selfie files
 * uploaded to `server` first.
 * @throws Error when an upload is refused.
 * @example
 * ```ts
 * const body = await kycSubmission(server, { firstName: 'Ada', lastName: 'Lovelace', dob: '1990-12-10', country: 'GB', number: 'P9876543' });
 * ```
 */
export async function kycSubmission(server: MockServer, person: KycPerson) {
  const { firstName, lastName, dob, country, number } = person;
  return {
    firstName,
    lastName,
    dob,
    nationality: country,
    idDetails: {
      number,
      type: person.type ?? 'passport',
      issuedBy: person.issuedBy ?? `${country} passport office`,
      issuedDate: '2020-01-15',
      expirationDate: '2030-01-15',
      issuedCountryCode: country,
      frontFileId: await uploadedFileId(server),
      selfieFileId: await uploadedFileId(server, 'kyc-selfie'),
    },
  };
}

/**
 * A request for a USD virtual account (`POST /v1/users/{userId}/virtual-accounts`) by a full-time employee.
 * @throws never.
 * @example
 * ```ts
 * call(server, 'POST', `/v1/users/${userId}/virtual-accounts`, { body: virtualAccountRequest() });
 * ```
 */
export function virtualAccountRequest() {
  return {
    currency: 'USD',
    jobInformation: {
      employerName: 'Acme Corp',
      address: { line1: '1 Main St', city: 'Austin', postalCode: '78701', state: 'TX', countryCode: 'US' },
      title: 'Engineer',
      type: 'full-time',
      netPay: { amount: 500_000, currency: 'USD' },
      frequency: 'monthly',
      contractStartDate: '2025-01-01',
    },
  };
}

/**
 * A Brazilian beneficiary paid by PIX (`POST /v1/beneficiaries`), identified by the national id whose scan was
 * uploaded as `idFileFront` (and `idFileBack`, when given).
 * @throws never.
 * @example
 * ```ts
 * await client.beneficiaries.create(brazilianBeneficiary(file.fileId));
 * ```
 */
export function brazilianBeneficiary(idFileFront: string, idFileBack?: string): BeneficiaryCreateParams {
  return {
    name: 'Camila Souza',
    email: 'camila@example.test',
    countryCode: 'BR',
    currency: 'BRL',
    paymentDetails: {
      preferredMethod: 'proxy',
      proxy: { accountName: 'Camila Souza', type: 'CPF', value: '12345678909', currency: 'BRL' },
    },
    kyc: {
      firstName: 'Camila',
      lastName: 'Souza',
      dateOfBirth: '1992-07-21',
      countryCode: 'BR',
      idType: 'NATIONAL_ID',
      idNumber: '123456789',
      idFileFront,
      ...(idFileBack === undefined ? {} : { idFileBack }),
    },
  };
}
