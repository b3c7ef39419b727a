import { SimulatorError } from '../context.js';
import type { FilingRecord } from '../store/records.js';
import {
  type Authority,
  currencyOfCountry,
  FILING_COUNTRIES,
  type FilingCountry,
  type FilingFrequency,
} from './filing-countries.js';

/*
 * The statutory filing types the simulator knows, per country: the one catalog that
 * `GET /v1/statutory/jurisdictions/{country_code}/filing-types` answers and that every filing names
 * (`filingTypeId`, its name, its authority), built from the countries of `filing-countries.ts`.
 */

/** One filing type of a country's catalog, with the fields the API's `FilingType` documents. */
export interface FilingType {
  /** `ft_<country>_<name>`, in lowercase. */
  id: string;
  /** The ISO 3166-1 alpha-2 country it is filed in. */
  countryCode: string;
  name: string;
  description: string;
  governmentFormName: string;
  authority: Authority;
  frequency: FilingFrequency;
  dueDay: number;
  includesRemittance: boolean;
  legislativeReference: string;
}

/** The fields of a filing to create that its type and country constrain. */
type FilingFields = Pick<FilingRecord, 'countryCode'> &
  Partial<
    Pick<
      FilingRecord,
      'filingTypeName' | 'authorityId' | 'authorityName' | 'amounts' | 'source' | 'filingReference'
    >
  >;

/** The payroll tax return every country files: the default type of a filing. */
function payrollTax(countryCode: string, country: FilingCountry): FilingType {
  return {
    id: defaultFilingTypeId(countryCode),
    countryCode,
    name: 'Payroll tax return',
    description: `The employer's periodic return of payroll taxes withheld, filed with ${country.authority.abbreviation}`,
    governmentFormName: country.form,
    authority: country.authority,
    frequency: country.frequency,
    dueDay: 15,
    includesRemittance: true,
    legislativeReference: country.law,
  };
}

/** Mexico's two monthly returns besides its payroll tax: income tax withheld, and social security. */
function mexicanReturns(country: FilingCountry): FilingType[] {
  const monthly = { countryCode: 'MX', frequency: 'MONTHLY' as const, dueDay: 17, includesRemittance: true };
  return [
    {
      ...monthly,
      id: 'ft_mx_isr_monthly',
      name: 'ISR withholding return',
      description: 'Monthly return of the income tax (ISR) withheld from salaries, filed with SAT',
      governmentFormName: 'Declaración provisional de ISR',
      authority: country.authority,
      legislativeReference: country.law,
    },
    {
      ...monthly,
      id: 'ft_mx_imss_monthly',
      name: 'IMSS contributions return',
      description: 'Monthly social security contributions for salaried workers, paid to IMSS',
      governmentFormName: 'SUA',
      authority: { id: 'auth_mx_imss', name: 'Instituto Mexicano del Seguro Social', abbreviation: 'IMSS' },
      legislativeReference: 'Ley del Seguro Social, Artículo 39',
    },
  ];
}

const FILING_TYPES: readonly FilingType[] = Object.entries(FILING_COUNTRIES).flatMap(([code, country]) => [
  payrollTax(code, country),
  ...(code === 'MX' ? mexicanReturns(country) : []),
]);

/**
 * The id of a country's payroll tax return, the filing type a filing names when it names none.
 * @throws never.
 * @example
 * ```ts
 * defaultFilingTypeId('MX'); // 'ft_mx_payroll_tax'
 * ```
 */
export function defaultFilingTypeId(countryCode: string): string {
  return `ft_${countryCode.toLowerCase()}_payroll_tax`;
}

/**
 * The filing types of a country, `[]` for a country the simulator does not file in.
 * @throws never.
 * @example
 * ```ts
 * filingTypesOf('GB').map((t) => t.id); // ['ft_gb_payroll_tax']
 * ```
 */
export function filingTypesOf(countryCode: string): FilingType[] {
  return FILING_TYPES.filter((type) => type.countryCode === countryCode.toUpperCase());
}

/**
 * A filing type by id, `undefined` when unknown.
 * @throws never.
 * @example
 * ```ts
 * filingTypeOf('ft_mx_isr_monthly')?.authority.abbreviation; // 'SAT'
 * ```
 */
export function filingTypeOf(id: string): FilingType | undefined {
  return FILING_TYPES.find((type) => type.id === id);
}

/**
 * The filing type a filing of `countryCode` names: the one sent, or the country's payroll tax return.
 * @throws SimulatorError naming `field` when the type is unknown or of another country.
 * @example
 * ```ts
 * requireFilingType('MX', 'ft_mx_isr_monthly').name; // 'ISR withholding return'
 * ```
 */
export function requireFilingType(
  countryCode: string,
  sent: string | undefined,
  field = 'filingTypeId',
): FilingType {
  const id = sent ?? defaultFilingTypeId(countryCode);
  const type = filingTypeOf(id);
  const known = filingTypesOf(countryCode).map((t) => t.id);
  const listed =
    known.length === 0 ? `no filing types are known in ${countryCode}` : `one of ${known.join(', ')}`;
  let problem: string | undefined;
  if (type === undefined) problem = `${id} is not a known filing type (${listed})`;
  else if (type.countryCode !== countryCode)
    problem = `${id} is a ${type.countryCode} filing type; a ${countryCode} filing takes ${listed}`;
  if (problem !== undefined || type === undefined)
    throw new SimulatorError(`Invalid filing: ${problem}`, { [field]: problem ?? '' });
  return type;
}

/**
 * The authority a filing is filed with, as the filing names it.
 * @throws never.
 * @example
 * ```ts
 * filingAuthority(filing).id; // 'auth_mx_sat'
 * ```
 */
export function filingAuthority(filing: Pick<FilingRecord, 'authorityId' | 'authorityName'>): Authority {
  const abbreviation = FILING_TYPES.find((t) => t.authority.id === filing.authorityId)?.authority
    .abbreviation;
  return {
    id: filing.authorityId,
    name: filing.authorityName,
    abbreviation: abbreviation ?? filing.authorityName,
  };
}

/**
 * Refuses what the API would refuse of a filing: a type name or authority other than its type's, amounts in
 * another currency than the country's, a return filed elsewhere (`source: external`) without the authority's
 * reference.
 * @throws SimulatorError naming each field that breaks a rule.
 * @example
 * ```ts
 * requireFilingFields(requireFilingType('GB', undefined), { countryCode: 'GB', source: 'external' }); // throws
 * ```
 */
export function requireFilingFields(type: FilingType, input: FilingFields): void {
  const expected = {
    filingTypeName: type.name,
    authorityId: type.authority.id,
    authorityName: type.authority.name,
  };
  const problems: Record<string, string> = {};
  const currency = currencyOfCountry(input.countryCode);
  if (input.amounts !== undefined && input.amounts.currency !== currency)
    problems['amounts.currency'] = `must be ${currency}, the currency of ${input.countryCode}'s authority`;
  if (input.source === 'external' && input.filingReference === undefined)
    problems.filingReference = "is required with source external: the authority's reference of the return";
  for (const [field, value] of Object.entries(expected)) {
    const given = input[field as keyof typeof expected];
    if (given !== undefined && given !== value)
      problems[field] = `must be ${value}, as filing type ${type.id} names it`;
  }
  const [first] = Object.entries(problems);
  if (first !== undefined) throw new SimulatorError(`Invalid filing: ${first.join(' ')}`, problems);
}
