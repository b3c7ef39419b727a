import { convertMinor, decimalToMinor, isCurrency } from '../fx.js';
import { forbidden } from '../http-error.js';
import { createReimbursement, reviewInvoice, reviewReimbursement } from '../machines/reviews.js';
import { CURRENCY, checkUploadedFile, handledBy, NO_CONTENT, ownRecord } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import { BodyReader, UUID } from '../validate.js';

const ACTIONS = ['approve', 'reject'] as const;

function readReview(rc: RouteContext, withSource: boolean) {
  const read = new BodyReader(rc.body);
  const action = read.string('action', { required: true, oneOf: ACTIONS }) as (typeof ACTIONS)[number];
  const reason = read.string('reason');
  const sourceCurrency = withSource
    ? read.string('sourceCurrency', { pattern: CURRENCY, what: 'a currency code' })
    : undefined;
  read.done();
  return { action, reason, sourceCurrency };
}

function resolveClaimant(rc: RouteContext, read: BodyReader): string | undefined {
  const personId = read.string('personId', { pattern: UUID, what: 'a uuid' });
  const userId = read.string('userId', { pattern: UUID, what: 'a uuid' });
  const { business, key, user } = rc.principal;
  const viaUser = userId === undefined ? undefined : rc.ctx.state.users.get(userId);
  if (userId !== undefined && viaUser?.businessId !== business.id)
    return read.fail('userId', 'is not a user of this business');
  if (personId !== undefined && viaUser !== undefined && viaUser.personId !== personId)
    return read.fail('userId', 'is the user of another person than personId');
  const resolved = personId ?? viaUser?.personId ?? (key.kind === 'user' ? user?.personId : undefined);
  if (resolved === undefined) return read.fail('personId', 'personId or userId is required');
  if (rc.ctx.state.persons.get(resolved)?.businessId !== business.id) {
    return read.fail('personId', 'is not a person of this business');
  }
  if (key.kind === 'user' && resolved !== user?.personId)
    throw forbidden('User tokens can only claim for themselves');
  return resolved;
}

function sumEntries(rc: RouteContext, read: BodyReader, currency: string | undefined): number {
  const entries = read.array('entries', { required: true, nonEmpty: true }) ?? [];
  let total = 0;
  entries.forEach((_, i) => {
    const at = (field: string) => `entries.${i}.${field}`;
    read.string(at('description'), { required: true });
    read.object(at('amount'), { required: true });
    const entryCurrency = read.string(at('amount.currency'), { pattern: CURRENCY, what: 'a currency code' });
    const value = read.string(at('amount.value'), { required: true });
    read.string(at('date'), { day: true });
    (read.array(at('fileIds')) ?? []).forEach((fileId, j) => {
      checkUploadedFile(rc, read, `${at('fileIds')}.${j}`, fileId, 'reimbursements-proof');
    });
    const from = entryCurrency ?? currency ?? 'USD';
    if (entryCurrency !== undefined && !isCurrency(entryCurrency))
      read.fail(at('amount.currency'), `${entryCurrency} is not an ISO 4217 currency code`);
    const minor = value === undefined ? undefined : decimalToMinor(value, from);
    if (value !== undefined && (minor === undefined || minor <= 0))
      read.fail(at('amount.value'), `must be a positive decimal amount in ${from}`);
    total += convertMinor(minor ?? 0, from, currency ?? from);
  });
  return total;
}

function createClaim(rc: RouteContext) {
  const read = new BodyReader(rc.body);
  const title = read.string('title', { required: true });
  const currency = read.string('currency', { required: true, pattern: CURRENCY, what: 'a currency code' });
  const destination = read.string('destinationCurrency', {
    required: true,
    pattern: CURRENCY,
    what: 'a currency code',
  });
  for (const [field, code] of [
    ['currency', currency],
    ['destinationCurrency', destination],
  ] as const)
    if (code !== undefined && !isCurrency(code)) read.fail(field, `${code} is not an ISO 4217 currency code`);
  const personId = resolveClaimant(rc, read);
  const amount = sumEntries(rc, read, currency);
  read.done();
  const record = createReimbursement(rc.ctx, {
    personId: personId ?? '',
    title: title ?? '',
    currency: currency ?? '',
    destinationCurrency: destination ?? '',
    amount,
    entries: structuredClone((rc.body as { entries?: Record<string, unknown>[] }).entries ?? []),
  });
  return { status: 200, body: { id: record.id } };
}

/** Invoice and reimbursement reviews, reimbursement claims. */
export const paymentRoutes: readonly Route[] = [
  {
    method: 'POST',
    path: '/v1/invoices/{invoiceId}/review',
    access: 'business',
    handle: (rc) => {
      const { action, reason } = readReview(rc, false);
      const invoice = ownRecord(rc, rc.ctx.state.invoices, rc.params.invoiceId ?? '', 'invoice');
      reviewInvoice(rc.ctx, invoice.id, action, reason, handledBy(rc.principal));
      return NO_CONTENT;
    },
  },
  { method: 'POST', path: '/v1/reimbursements', access: 'any', handle: createClaim },
  {
    method: 'POST',
    path: '/v1/reimbursements/{reimbursementId}/review',
    access: 'business',
    handle: (rc) => {
      const review = readReview(rc, true);
      const id = rc.params.reimbursementId ?? '';
      const record = ownRecord(rc, rc.ctx.state.reimbursements, id, 'reimbursement');
      reviewReimbursement(rc.ctx, record.id, review, handledBy(rc.principal));
      return NO_CONTENT;
    },
  },
];
