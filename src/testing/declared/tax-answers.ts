import { convertMinor, isCurrency, rateOf } from '../fx.js';
import { badRequest } from '../http-error.js';
import type { RouteContext } from '../router.js';
import { isObject, type Wire } from './wire.js';

/*
 * Tax estimates and calculations, computed from what was sent and the records. The simulator runs no tax
 * engine (the testing guide says so): gross pay is what was sent (with a calculation's bonus, overtime and
 * allowances added), no statutory deduction or employer contribution is taken, and net pay is gross less the
 * voluntary deductions sent. Every figure is in minor units of one currency, or converted at the simulator's
 * rates when the caller asks for another (with the rate used). Nothing is drawn.
 */

interface Money {
  amount: number;
  currency: string;
}

const money = (value: unknown): Money | undefined =>
  isObject(value) && typeof value.amount === 'number' && typeof value.currency === 'string'
    ? { amount: value.amount, currency: value.currency }
    : undefined;

/** An amount in `currency`, or the 400 naming the field when it is in another one. */
function sameCurrency(value: Money, currency: string, field: string): number {
  if (value.currency !== currency)
    throw badRequest({ [field]: `is in ${value.currency}; every amount of a calculation is in ${currency}` });
  return value.amount;
}

/**
 * `POST /v1/tax/estimate`: gross and net from the salary (`gross-to-net`) or the net pay wanted
 * (`net-to-gross`), equal since no tax is simulated, in `outputCurrency` when one is asked for.
 * @throws HttpError 400 when the amount the type needs is missing, or `outputCurrency` is not ISO 4217.
 * @example
 * ```ts
 * taxEstimate(rc, { countryCode: 'PH', type: 'gross-to-net', salary: { amount: 5_000_000, currency: 'PHP' } });
 * ```
 */
export function taxEstimate(_rc: RouteContext, params: Wire): Wire {
  const field = params.type === 'net-to-gross' ? 'net' : 'salary';
  const start = money(params[field]);
  if (start === undefined) throw badRequest({ [field]: `is required for a ${String(params.type)} estimate` });
  const output = typeof params.outputCurrency === 'string' ? params.outputCurrency : start.currency;
  if (!isCurrency(output)) throw badRequest({ outputCurrency: `${output} is not an ISO 4217 currency code` });
  const amount = { amount: convertMinor(start.amount, start.currency, output), currency: output };
  const converted =
    output === start.currency
      ? {}
      : { outputCurrency: output, fxRate: rateOf(start.currency, output).toFixed(6) };
  return {
    grossAmount: { ...amount },
    netAmount: { ...amount },
    deductions: [],
    employerContributions: [],
    ...converted,
  };
}

/**
 * `POST /v1/tax/calculate`: the person's gross pay for a period (the salary sent, else their stored salary,
 * plus bonus, overtime and allowances) and net pay (gross less the voluntary deductions sent; statutory lines
 * sent are ignored, as the documents say), in the salary's currency.
 * @throws HttpError 400 when the person has no salary and none is sent, or an amount is in another currency.
 * @example
 * ```ts
 * taxCalculation(rc, { personId, bonus: { amount: 10_000, currency: 'USD' } });
 * ```
 */
export function taxCalculation(rc: RouteContext, params: Wire): Wire {
  const personId = String(params.personId);
  const person = rc.ctx.state.persons.get(personId);
  const salary = money(params.salary) ?? money(person?.salary);
  if (salary === undefined) throw badRequest({ salary: 'is required: the person has no salary on record' });
  const { currency } = salary;
  const lines = (name: string) => (Array.isArray(params[name]) ? (params[name] as Wire[]) : []);
  const allowances = lines('allowances').map((line, i) => ({
    name: String(line.name),
    isTaxable: line.isTaxable === true,
    amount: {
      amount: sameCurrency(money(line.amount) ?? salary, currency, `allowances.${i}.amount`),
      currency,
    },
  }));
  const deductions = lines('deductions')
    .map((line, i) => ({ line, i }))
    .filter(({ line }) => line.isStatutory !== true)
    .map(({ line, i }) => ({
      name: String(line.name),
      isStatutory: false,
      amount: {
        amount: sameCurrency(money(line.amount) ?? salary, currency, `deductions.${i}.amount`),
        currency,
      },
    }));
  const extra = (['bonus', 'overtime'] as const).reduce((sum, name) => {
    const value = money(params[name]);
    return sum + (value === undefined ? 0 : sameCurrency(value, currency, `${name}.currency`));
  }, 0);
  const gross = salary.amount + extra + allowances.reduce((sum, a) => sum + a.amount.amount, 0);
  const net = gross - deductions.reduce((sum, d) => sum + d.amount.amount, 0);
  if (net < 0) throw badRequest({ deductions: 'take more than the gross pay' });
  return {
    personId,
    grossAmount: { amount: gross, currency },
    netAmount: { amount: net, currency },
    ...(allowances.length > 0 ? { allowances } : {}),
    deductions,
    employerContributions: [],
  };
}
