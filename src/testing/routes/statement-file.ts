/*
 * A business statement as the file `format` asks for: CSV (one row per transaction, amounts as decimals) or BAI2
 * (the banks' cash-management format: amounts in minor units, one account with its opening and closing ledger
 * balances and a detail record per transaction). Built from the statement's JSON view, so both files say what
 * the JSON says.
 */

interface Money {
  value: string;
  currency: string;
}

/** The fields of the JSON statement the files are written from. */
export interface StatementView {
  businessId: string;
  currency: string;
  periodStart: unknown;
  periodEnd: unknown;
  openingBalance: Money;
  closingBalance: Money;
  transactions: Record<string, unknown>[];
}

/** The media type each file format is served as. */
export const STATEMENT_MEDIA: Readonly<Record<string, string>> = {
  csv: 'text/csv; charset=utf-8',
  bai2: 'text/plain; charset=utf-8',
};

/** The statement as a `format` file (`csv` or `bai2`), with its media type and a download name. */
export function statementFile(format: string, statement: StatementView, now: number): Response {
  const text = format === 'bai2' ? bai2(statement, now) : csv(statement);
  const name = `statement-${statement.currency}-${String(statement.periodStart)}-${String(statement.periodEnd)}`;
  return new Response(text, {
    status: 200,
    headers: {
      'content-type': STATEMENT_MEDIA[format] ?? STATEMENT_MEDIA.csv ?? '',
      'content-disposition': `attachment; filename="${name}.${format === 'bai2' ? 'bai' : 'csv'}"`,
    },
  });
}

const CSV_COLUMNS = ['date', 'id', 'direction', 'method', 'reason', 'reference', 'amount', 'currency'];

function csv(statement: StatementView): string {
  const rows = statement.transactions.map((t) => {
    const amount = t.amount as Money;
    const method = (t.paymentDetails as { preferredMethod?: string } | undefined)?.preferredMethod;
    return [t.date, t.id, t.direction, method, t.reason, t.reference, amount.value, amount.currency];
  });
  return `${[CSV_COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A decimal string as the integer of minor units BAI2 writes (`"3200.00"` → `320000`). */
function minor(money: Money): number {
  return Number(money.value.replace('.', ''));
}

/** A BAI2 field: its separators (`,` and `/`) cannot appear inside one. */
function baiText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).replace(/[,/]/g, ' ');
}

/** BAI2 type codes: 010 opening ledger, 015 closing ledger, 399 and 699 miscellaneous credit and debit. */
function bai2(statement: StatementView, now: number): string {
  const stamp = new Date(now).toISOString();
  const date = `${stamp.slice(2, 4)}${stamp.slice(5, 7)}${stamp.slice(8, 10)}`;
  const time = `${stamp.slice(11, 13)}${stamp.slice(14, 16)}`;
  const account = statement.businessId.replaceAll('-', '').slice(0, 16);
  const opening = minor(statement.openingBalance);
  const closing = minor(statement.closingBalance);
  const details = statement.transactions.map((t) => {
    const amount = Math.abs(minor(t.amount as Money));
    const code = t.direction === 'CREDIT' ? '399' : '699';
    const text = [t.id, t.reference, t.reason].map(baiText).join(',');
    return { amount, line: `16,${code},${amount},Z,${text}/` };
  });
  const accountTotal = opening + closing + details.reduce((sum, d) => sum + d.amount, 0);
  const accountLines = [
    `03,${account},${statement.currency},010,${opening},,,015,${closing},,/`,
    ...details.map((d) => d.line),
  ];
  accountLines.push(`49,${accountTotal},${accountLines.length + 1}/`);
  const groupLines = [`02,SIMULATOR,WORKFORCE,1,${date},${time},${statement.currency},2/`, ...accountLines];
  groupLines.push(`98,${accountTotal},1,${groupLines.length + 1}/`);
  const fileLines = [`01,WORKFORCE,SIMULATOR,${date},${time},1,,,2/`, ...groupLines];
  fileLines.push(`99,${accountTotal},1,${fileLines.length + 1}/`);
  return `${fileLines.join('\n')}\n`;
}
