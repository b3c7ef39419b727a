import { tenantKeyOf } from '../context.js';
import { HttpError, notFound } from '../http-error.js';
import { filingTypesOf } from '../machines/filing-types.js';
import { SeededRandom } from '../random.js';
import type { RouteContext } from '../router.js';
import type { RemittanceRecord, UploadRecord } from '../store/records.js';
import { documentKey } from '../store/store.js';
import { fundingDetails } from './funding-details.js';
import { userFees } from './user-fees.js';
import { isObject, type Wire } from './wire.js';

/*
 * Documents below a record that the API computes when asked (a contract's signing link, an invoice's PDF link,
 * a payroll's payslip links, a tax form's download link, a filing's document, a remittance's receipt; a
 * user's rate card and a business's funding details in their own files): each is built from the record it
 * belongs to and the simulator's clock, never drawn and never stored, so two reads agree and a read changes
 * nothing. A link is issued for the window of the clock it is asked in (a fifth of its life): reads within one
 * window answer the same link, and every link has most of its life ahead.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long each link lives: the documents' figures (signing links 336 hours, filing documents 15 minutes). */
const LIFETIME = {
  signing: 336 * HOUR,
  filingDocument: 15 * MINUTE,
  file: HOUR,
} as const;

/** The expiry (Unix ms) of a link of `lifetime` issued now: the start of the clock's window plus its life. */
function expiryOf(rc: RouteContext, lifetime: number): number {
  const window = lifetime / 5;
  return Math.floor(rc.ctx.now() / window) * window + lifetime;
}

/** A link to a file the simulator serves under its own address, valid until `expiresAt` (Unix ms). */
function fileLink(rc: RouteContext, path: string, expiresAt: number): string {
  return `${rc.base}/_files/${path}?expires=${Math.floor(expiresAt / 1000)}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A link to a file the simulator serves below the request's base (`/_files/{path}`), issued for the clock's
 * window like every document link, and when it stops working (Unix ms).
 * @throws never.
 * @example
 * ```ts
 * servedLink(rc, `contracts/${id}.pdf`, 15 * 60_000).url; // 'http://127.0.0.1:4010/_files/contracts/…'
 * ```
 */
export function servedLink(rc: RouteContext, path: string, lifetime: number = LIFETIME.file) {
  const expiresAt = expiryOf(rc, lifetime);
  return { url: fileLink(rc, path, expiresAt), expiresAt };
}

/**
 * The signature of an uploaded file's download link expiring at `expires` (Unix seconds): drawn from the file's
 * own secret and the expiry, so a link is handed out only by a read the caller may make, and its expiry cannot
 * be moved.
 * @throws never.
 * @example
 * ```ts
 * downloadSignature(upload, 1_790_000_000); // 'a3f0…'
 * ```
 */
export function downloadSignature(upload: UploadRecord, expires: number): string {
  return new SeededRandom(`${upload.token} ${upload.fileId} ${expires}`).hex(16);
}

/**
 * The download link of an uploaded file, valid until `expiresAt` (Unix ms; default an hour of the clock from
 * now): the bytes uploaded, served without an API key.
 * @throws never.
 * @example
 * ```ts
 * uploadLink(rc, upload); // 'http://127.0.0.1:4010/_files/uploads/…?expires=…&signature=…'
 * ```
 */
export function uploadLink(rc: RouteContext, upload: UploadRecord, expiresAt = expiryOf(rc, LIFETIME.file)) {
  const expires = Math.floor(expiresAt / 1000);
  const path = `uploads/${encodeURIComponent(upload.fileId)}`;
  return `${fileLink(rc, path, expiresAt)}&signature=${downloadSignature(upload, expires)}`;
}

/**
 * A file as `GET /v1/files/{fileId}` reads it: what was reserved (purpose, type, name), when (the clock's time
 * of the upload-url call), the tenant key of its business, and a download link the simulator serves (the bytes
 * uploaded) for an hour of the clock.
 * @throws never.
 * @example
 * ```ts
 * fileView(rc, rc.ctx.state.uploads.get(fileId)).getUrl;
 * ```
 */
export function fileView(rc: RouteContext, upload: UploadRecord): Wire {
  const expiresAt = expiryOf(rc, LIFETIME.file);
  return {
    fileId: upload.fileId,
    purpose: upload.purpose,
    contentType: upload.contentType,
    ...(upload.fileName === null ? {} : { fileName: upload.fileName }),
    getUrl: uploadLink(rc, upload, expiresAt),
    expiresIn: Math.floor((expiresAt - rc.ctx.now()) / 1000),
    createdAt: upload.createdAt,
    tenantKey: tenantKeyOf(rc.ctx, upload.businessId),
  };
}

/** The stored record of a business's declared collection, or 404 naming it. */
function storedRecord(rc: RouteContext, collection: string, id: string, what: string): Wire {
  const record = rc.ctx.state.records.get(`${rc.principal.business.id} ${collection}`)?.get(id);
  if (record === undefined) throw notFound(what, id);
  return record;
}

/**
 * The link a contract is signed through: on the simulator's address, for the contract, valid 336 hours, back
 * to the `redirectUrl` asked for. The contract's worker signs it (`person`); a contract naming no worker is
 * signed by the business.
 */
function signingUrl(rc: RouteContext, params: Wire): Wire {
  const id = rc.params.contractId ?? '';
  const contract = storedRecord(rc, '/v1/contracts', id, 'contract');
  const signer = typeof contract.personId === 'string' ? 'person' : 'business';
  const expires = Math.floor(expiryOf(rc, LIFETIME.signing) / 1000);
  const query = new URLSearchParams({ signer, expires: String(expires) });
  if (typeof params.redirectUrl === 'string') query.set('redirectUrl', params.redirectUrl);
  return { url: `${rc.base}/_sign/contracts/${encodeURIComponent(id)}?${query}`, signer };
}

/** An invoice's PDF: a short-lived link (one hour) named by the invoice. */
function invoiceUrl(rc: RouteContext): Wire {
  const id = rc.params.invoiceId ?? '';
  const expiresAt = expiryOf(rc, LIFETIME.file);
  return {
    fileUrl: fileLink(rc, `invoices/${encodeURIComponent(id)}.pdf`, expiresAt),
    expiresAt: Math.floor(expiresAt / 1000),
  };
}

/**
 * A payroll's payslips: one per entry, existing only once the payroll is `Completed` (before, each worker is
 * `not_found` under `notReady`). Each payslip's id is the payroll's and the worker's, so every read names it
 * alike; `format=zip` answers one archive of them instead of the per-person links.
 */
function payslipLinks(rc: RouteContext, params: Wire): Wire {
  const payrollId = rc.params.payrollId ?? '';
  const payroll = rc.ctx.state.payrolls.get(payrollId);
  if (payroll === undefined || payroll.businessId !== rc.principal.business.id)
    throw notFound('payroll', payrollId);
  const persons = [...new Set(payroll.entries.map((entry) => entry.personId))];
  if (payroll.status !== 'Completed')
    return { payrollId, links: [], notReady: persons.map((personId) => ({ personId, status: 'not_found' })) };
  const expiresAt = expiryOf(rc, LIFETIME.file);
  if (params.format === 'zip') {
    const zipUrl = fileLink(rc, `payslips/${payrollId}.zip`, expiresAt);
    return { payrollId, zipUrl, expiresAt: iso(expiresAt), notReady: [] };
  }
  const links = persons.map((personId) => {
    const person = rc.ctx.state.persons.get(personId);
    const paystubId = new SeededRandom(`${payrollId} ${personId}`).uuid();
    return {
      personId,
      personName: person === undefined ? 'Former worker' : `${person.firstName} ${person.lastName}`,
      paystubId,
      url: fileLink(rc, `payslips/${payrollId}/${paystubId}.pdf`, expiresAt),
      expiresAt: iso(expiresAt),
    };
  });
  return { payrollId, links, notReady: [] };
}

/** A user's tax form, from the user's list of forms: a form it does not list, or not downloadable, is 404. */
function taxFormDownload(rc: RouteContext): Wire {
  const userId = rc.params.userId ?? '';
  const formId = rc.params.formId ?? '';
  const user = rc.ctx.state.users.get(userId);
  const key = documentKey(rc.principal.business.id, `/v1/users/${userId}/tax-forms`);
  const forms = user === undefined ? undefined : rc.ctx.state.documents.get(key)?.data;
  const form = Array.isArray(forms)
    ? forms.find((f): f is Wire => isObject(f) && f.formId === formId)
    : undefined;
  if (form === undefined) throw notFound('tax form', formId);
  if (form.isDocumentDownloadable === false)
    throw new HttpError(404, 'resource_not_found', `Tax form ${formId} has no document to download yet`);
  const expiresAt = expiryOf(rc, LIFETIME.file);
  return {
    fileUrl: fileLink(rc, `tax-forms/${userId}/${formId}.pdf`, expiresAt),
    expiresAt: Math.floor(expiresAt / 1000),
  };
}

/** Filing statuses past submission: the filed document exists from then on. */
const FILED = ['submitted', 'accepted', 'rejected', 'amended'];

/** A filing's document: 404 until the filing is submitted, then a 15-minute link. */
function filingDocument(rc: RouteContext): Wire {
  const id = rc.params.filing_id ?? '';
  const filing = rc.ctx.state.filings.get(id);
  if (filing === undefined || filing.businessId !== rc.principal.business.id) throw notFound('filing', id);
  if (!FILED.includes(filing.status)) {
    const message = `Filing ${id} is ${filing.status}: its document exists once it is submitted`;
    throw new HttpError(404, 'resource_not_found', message);
  }
  const expiresAt = expiryOf(rc, LIFETIME.filingDocument);
  return { url: fileLink(rc, `filings/${id}.pdf`, expiresAt), expiresAt: iso(expiresAt) };
}

/** Where a remittance's receipt is served, below `/_files/`. */
const receiptPath = (id: string) => `remittances/${encodeURIComponent(id)}.pdf`;

/** A remittance's receipt: the receipt its completion stored, 404 until it completes. */
function remittanceReceipt(rc: RouteContext): Wire {
  const id = rc.params.remittance_id ?? '';
  const remittance = rc.ctx.state.remittances.get(id);
  if (remittance === undefined || remittance.businessId !== rc.principal.business.id)
    throw notFound('remittance', id);
  if (remittance.status !== 'completed' || remittance.receiptUrl === null) {
    const message = `Remittance ${id} is ${remittance.status}: its receipt exists once it is completed`;
    throw new HttpError(404, 'resource_not_found', message);
  }
  const { url, expiresAt } = servedLink(rc, receiptPath(id));
  return { url, expiresAt: iso(expiresAt) };
}

/**
 * A remittance as the API reads it: once completed, its `receiptUrl` is the receipt's link (the one
 * `GET …/receipt` answers), served by the simulator below the request's base for an hour of the clock.
 * @throws never.
 * @example
 * ```ts
 * remittanceView(rc, remittance).receiptUrl; // 'http://127.0.0.1:4010/_files/remittances/rem_….pdf?expires=…'
 * ```
 */
export function remittanceView(rc: RouteContext, remittance: RemittanceRecord): Wire {
  const { receiptUrl, filingIds, statusHistory } = remittance;
  return {
    ...remittance,
    filingIds: [...filingIds],
    statusHistory: statusHistory.map((entry) => ({ ...entry })),
    receiptUrl: receiptUrl === null ? null : servedLink(rc, receiptPath(remittance.id)).url,
  };
}

/**
 * A country's filing types as the API reads them: the catalog every filing of the country names.
 * @throws never.
 * @example
 * ```ts
 * filingTypeCatalog('MX')[0]?.id; // 'ft_mx_payroll_tax'
 * ```
 */
export function filingTypeCatalog(countryCode: string): Wire[] {
  return filingTypesOf(countryCode).map(({ countryCode: _country, authority, ...type }) => ({
    ...type,
    authority: { ...authority },
  }));
}

/** `GET …/jurisdictions/{country_code}/filing-types`: 404 for a country the simulator files in none of. */
function filingTypes(rc: RouteContext): Wire {
  const country = (rc.params.country_code ?? '').toUpperCase();
  const data = filingTypeCatalog(country);
  if (data.length === 0) throw notFound('jurisdiction', country);
  return { data };
}

/** Computes the document one read answers, from the records it belongs to and the request's params. */
export type LinkedDocument = (rc: RouteContext, params: Wire) => Wire;

/**
 * The documents below a record computed on each read, by operation name.
 * @example
 * ```ts
 * LINKED_DOCUMENTS['contracts.signingUrl.get']?.(rc, params).url;
 * ```
 */
export const LINKED_DOCUMENTS: Readonly<Record<string, LinkedDocument>> = {
  'contracts.signingUrl.get': signingUrl,
  'invoices.url.get': invoiceUrl,
  'payrolls.payslipLinks.get': payslipLinks,
  'users.taxForms.download.get': taxFormDownload,
  'statutory.filings.document.get': filingDocument,
  'statutory.remittances.receipt.get': remittanceReceipt,
  'statutory.jurisdictions.filingTypes.list': filingTypes,
  'users.fees.get': userFees,
  'businesses.fundingDetails.get': fundingDetails,
};
