import { downloadSignature } from '../declared/linked-documents.js';
import { HttpError } from '../http-error.js';
import type { Route, RouteContext } from '../router.js';

/*
 * The links the simulator's documents hand out (declared/linked-documents.ts) lead somewhere: a file link
 * answers a small PDF (or ZIP archive) of the record it names, and a contract's signing link, a KYB onboarding
 * link or an external account's verification link a small page naming the record, until the link expires
 * (403 after; a verification page has no expiry). Like a presigned URL, a link carries its own permission: no
 * API key.
 */

/** A one-page PDF whose text names what it holds. */
function pdfOf(title: string): Uint8Array<ArrayBuffer> {
  const text = title.replace(/[()\\]/g, '');
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${text.length + 30} >> stream`,
    `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`,
    'endstream endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return new Uint8Array(new TextEncoder().encode(body));
}

/** An empty ZIP archive (its end-of-central-directory record only). */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** Refuses a link whose `expires` (Unix seconds) is missing or past on the simulator's clock. */
function requireLive(rc: RouteContext): void {
  const expires = Number(rc.query.get('expires'));
  if (!Number.isFinite(expires) || expires * 1000 <= rc.ctx.now())
    throw new HttpError(403, 'forbidden', 'The link has expired: ask the API for a new one');
}

const stem = (file: string | undefined) => (file ?? '').replace(/\.(pdf|zip)$/, '');

/** What a file link names: the record it belongs to (which must exist) and the title its PDF shows. */
interface FileLink {
  readonly what: string;
  readonly id: (rc: RouteContext) => string;
  readonly exists: (rc: RouteContext, id: string) => boolean;
  readonly title: (rc: RouteContext) => string;
}

function file(link: FileLink) {
  return (rc: RouteContext) => {
    requireLive(rc);
    const id = link.id(rc);
    if (!link.exists(rc, id)) throw new HttpError(404, 'resource_not_found', `No ${link.what} with id ${id}`);
    const zip = rc.params.file?.endsWith('.zip') === true;
    return new Response(zip ? EMPTY_ZIP : pdfOf(link.title(rc)), {
      status: 200,
      headers: { 'content-type': zip ? 'application/zip' : 'application/pdf' },
    });
  };
}

/**
 * A file uploaded through an upload URL, as its download link serves it: the bytes received, in the type
 * reserved (a seeded file, whose bytes the simulator never received, answers as many zero bytes as its size).
 */
function uploadedFile(rc: RouteContext) {
  requireLive(rc);
  const id = rc.params.fileId ?? '';
  const upload = rc.ctx.state.uploads.get(id);
  if (upload === undefined) throw new HttpError(404, 'resource_not_found', `No file with id ${id}`);
  if (rc.query.get('signature') !== downloadSignature(upload, Number(rc.query.get('expires'))))
    throw new HttpError(
      403,
      'forbidden',
      'The link signature does not match: ask GET /v1/files/{fileId} for one',
    );
  if (!upload.uploaded)
    throw new HttpError(
      404,
      'resource_not_found',
      `File ${id} has not been uploaded yet: PUT it to its putUrl`,
    );
  return new Response(upload.content ?? new Uint8Array(upload.size), {
    status: 200,
    headers: { 'content-type': upload.contentType },
  });
}

/** Whether a contract of any business has this id. */
const contractExists = (rc: RouteContext, id: string) =>
  [...rc.ctx.state.records.entries()].some(
    ([key, records]) => key.endsWith(' /v1/contracts') && records.has(id),
  );

const htmlText = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small HTML page titled `title`, naming `heading`, with a link back to the query's `back` address. */
function page(rc: RouteContext, title: string, heading: string, back: string): Response {
  const to = rc.query.get(back);
  const link = to === null ? '' : `<p><a href="${encodeURI(to)}">Back</a></p>`;
  const html = `<!doctype html><title>${title}</title><h1>${htmlText(heading)}</h1>${link}`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

function signingPage(rc: RouteContext) {
  requireLive(rc);
  const id = rc.params.contractId ?? '';
  if (!contractExists(rc, id)) throw new HttpError(404, 'resource_not_found', `No contract with id ${id}`);
  return page(rc, 'Sign contract', `Contract ${id}`, 'redirectUrl');
}

/** An external account's micro-deposit verification page (no expiry: the account's address for it). */
function verificationPage(rc: RouteContext) {
  const id = rc.params.accountId ?? '';
  const account = rc.ctx.state.externalAccounts.get(id);
  if (account === undefined)
    throw new HttpError(404, 'resource_not_found', `No external account with id ${id}`);
  const heading = `Verify external account ${id} (${account.bankName} ending ${account.accountNumber.slice(-4)})`;
  return page(rc, 'Verify account', heading, 'returnURL');
}

/** A business's KYB onboarding page, until its link expires. */
function onboardingPage(rc: RouteContext) {
  requireLive(rc);
  const id = rc.params.businessId ?? '';
  const business = rc.ctx.state.businesses.get(id);
  if (business === undefined) throw new HttpError(404, 'resource_not_found', `No business with id ${id}`);
  return page(rc, 'Business onboarding', `KYB onboarding for ${business.name} (business ${id})`, 'returnURL');
}

const fromFile = (rc: RouteContext) => stem(rc.params.file);
const route = (path: string, link: FileLink): Route => ({
  method: 'GET',
  path,
  access: 'public',
  handle: file(link),
});

/** The file, signing and hosted-page links the simulator's answers hand out. */
export const linkRoutes: readonly Route[] = [
  route('/_files/invoices/{file}', {
    what: 'invoice',
    id: fromFile,
    exists: (rc, id) => rc.ctx.state.invoices.has(id),
    title: (rc) => `Invoice ${fromFile(rc)}`,
  }),
  route('/_files/filings/{file}', {
    what: 'filing',
    id: fromFile,
    exists: (rc, id) => rc.ctx.state.filings.has(id),
    title: (rc) => `Filing ${fromFile(rc)}`,
  }),
  route('/_files/payslips/{file}', {
    what: 'payroll',
    id: fromFile,
    exists: (rc, id) => rc.ctx.state.payrolls.has(id),
    title: (rc) => `Payslips of payroll ${fromFile(rc)}`,
  }),
  route('/_files/payslips/{payrollId}/{file}', {
    what: 'payroll',
    id: (rc) => rc.params.payrollId ?? '',
    exists: (rc, id) => rc.ctx.state.payrolls.has(id),
    title: (rc) => `Payslip ${fromFile(rc)} of payroll ${rc.params.payrollId ?? ''}`,
  }),
  route('/_files/tax-forms/{userId}/{file}', {
    what: 'user',
    id: (rc) => rc.params.userId ?? '',
    exists: (rc, id) => rc.ctx.state.users.has(id),
    title: (rc) => `Tax form ${fromFile(rc)}`,
  }),
  route('/_files/contracts/{file}', {
    what: 'contract',
    id: fromFile,
    exists: contractExists,
    title: (rc) => `Contract ${fromFile(rc)}`,
  }),
  route('/_files/remittances/{file}', {
    what: 'completed remittance',
    id: fromFile,
    exists: (rc, id) => rc.ctx.state.remittances.get(id)?.status === 'completed',
    title: (rc) => `Receipt of remittance ${fromFile(rc)}`,
  }),
  { method: 'GET', path: '/_files/uploads/{fileId}', access: 'public', handle: uploadedFile },
  { method: 'GET', path: '/_sign/contracts/{contractId}', access: 'public', handle: signingPage },
  {
    method: 'GET',
    path: '/_pages/external-accounts/{accountId}',
    access: 'public',
    handle: verificationPage,
  },
  { method: 'GET', path: '/_pages/businesses/{businessId}/kyb', access: 'public', handle: onboardingPage },
];
