/*
 * The countries the simulator files in, its jurisdictions: the name, the currency and the tax authority of each
 * (a country's authority is paid in the country's currency), and the payroll tax return every one of them files,
 * from which `filing-types.ts` builds the filing-type catalog.
 */

/** A tax authority: the body that receives a country's filings and remittances. */
export interface Authority {
  /** `auth_<country>_<abbreviation>`, in lowercase. */
  id: string;
  /** The authority's full name. */
  name: string;
  /** The short name it is known by. */
  abbreviation: string;
}

/** How often a return is due. */
export type FilingFrequency = 'MONTHLY' | 'QUARTERLY';

/** A country the simulator files in: its name, the currency and authority it is paid in, its payroll tax return. */
export interface FilingCountry {
  /** The country's English name. */
  name: string;
  /** The ISO 4217 currency the authority is paid in. */
  currency: string;
  authority: Authority;
  /** The government form of its payroll tax return. */
  form: string;
  /** The law that requires that return. */
  law: string;
  frequency: FilingFrequency;
}

/** The countries the simulator files in: the currency and authority of each, and its payroll tax return. */
export const FILING_COUNTRIES: Readonly<Record<string, FilingCountry>> = {
  US: {
    name: 'United States',
    currency: 'USD',
    authority: { id: 'auth_us_irs', name: 'Internal Revenue Service', abbreviation: 'IRS' },
    form: 'Form 941',
    law: 'Internal Revenue Code, Subtitle C',
    frequency: 'QUARTERLY',
  },
  MX: {
    name: 'Mexico',
    currency: 'MXN',
    authority: { id: 'auth_mx_sat', name: 'Servicio de Administración Tributaria', abbreviation: 'SAT' },
    form: 'Declaración provisional',
    law: 'Ley del Impuesto Sobre la Renta, Artículo 96',
    frequency: 'MONTHLY',
  },
  GB: {
    name: 'United Kingdom',
    currency: 'GBP',
    authority: { id: 'auth_gb_hmrc', name: 'HM Revenue & Customs', abbreviation: 'HMRC' },
    form: 'Employer Payment Summary',
    law: 'Income Tax (PAYE) Regulations 2003',
    frequency: 'MONTHLY',
  },
  DE: {
    name: 'Germany',
    currency: 'EUR',
    authority: { id: 'auth_de_bzst', name: 'Bundeszentralamt für Steuern', abbreviation: 'BZSt' },
    form: 'Lohnsteuer-Anmeldung',
    law: 'Einkommensteuergesetz, § 41a',
    frequency: 'MONTHLY',
  },
  FR: {
    name: 'France',
    currency: 'EUR',
    authority: {
      id: 'auth_fr_dgfip',
      name: 'Direction générale des Finances publiques',
      abbreviation: 'DGFiP',
    },
    form: 'Déclaration sociale nominative',
    law: 'Code général des impôts, article 204 A',
    frequency: 'MONTHLY',
  },
  NG: {
    name: 'Nigeria',
    currency: 'NGN',
    authority: { id: 'auth_ng_firs', name: 'Federal Inland Revenue Service', abbreviation: 'FIRS' },
    form: 'PAYE monthly remittance schedule',
    law: 'Personal Income Tax Act, Section 81',
    frequency: 'MONTHLY',
  },
  BR: {
    name: 'Brazil',
    currency: 'BRL',
    authority: { id: 'auth_br_rfb', name: 'Receita Federal do Brasil', abbreviation: 'RFB' },
    form: 'DCTFWeb',
    law: 'Lei nº 8.212/1991',
    frequency: 'MONTHLY',
  },
};

/**
 * The currency a country's authority is paid in, `undefined` for a country the simulator does not file in.
 * @throws never.
 * @example
 * ```ts
 * currencyOfCountry('NG'); // 'NGN'
 * ```
 */
export function currencyOfCountry(countryCode: string): string | undefined {
  return FILING_COUNTRIES[countryCode.toUpperCase()]?.currency;
}

/**
 * The countries the simulator files in, in catalog order: its jurisdictions.
 * @throws never.
 * @example
 * ```ts
 * jurisdictionCodes(); // ['US', 'MX', 'GB', 'DE', 'FR', 'NG', 'BR']
 * ```
 */
export function jurisdictionCodes(): string[] {
  return Object.keys(FILING_COUNTRIES);
}

/**
 * A country's English name, `undefined` for a country the simulator does not file in.
 * @throws never.
 * @example
 * ```ts
 * countryNameOf('MX'); // 'Mexico'
 * ```
 */
export function countryNameOf(countryCode: string): string | undefined {
  return FILING_COUNTRIES[countryCode.toUpperCase()]?.name;
}
