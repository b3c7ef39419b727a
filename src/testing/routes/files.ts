import { HttpError } from '../http-error.js';
import type { Route, RouteContext } from '../router.js';
import { BodyReader } from '../validate.js';

/** Upload purposes the API accepts. */
const PURPOSES = [
  'kyc-id-front',
  'kyc-id-back',
  'kyc-selfie',
  'kyc-id-selfie',
  'kyb-incorporation-document',
  'kyb-tax-certificate',
  'kyb-address-proof',
  'kyc-address-proof',
  'reimbursements-proof',
  'business-onboarding-document',
  'contract',
  'milestone-document',
  'statutory-document',
];

const EXPIRES_IN_SECONDS = 900;

function createUploadUrl(rc: RouteContext) {
  const read = new BodyReader(rc.body);
  const purpose = read.string('purpose', { required: true, oneOf: PURPOSES });
  const contentType = read.string('contentType', {
    required: true,
    pattern: /^[\w.+-]+\/[\w.+-]+$/,
    what: 'a media type such as application/pdf',
  });
  const fileName = read.string('fileName');
  read.done();
  const fileId = rc.ctx.random.uuid();
  const expiresAt = rc.ctx.now() + EXPIRES_IN_SECONDS * 1000;
  const token = rc.ctx.random.hex(16);
  rc.ctx.state.uploads.set(fileId, {
    fileId,
    businessId: rc.principal.business.id,
    purpose: purpose ?? '',
    contentType: contentType ?? '',
    fileName: fileName ?? null,
    expiresAt,
    token,
    uploaded: false,
    size: 0,
    createdAt: Math.floor(rc.ctx.now() / 1000),
    // A User token's upload is its user's own; a business key's is the business's.
    ...(rc.principal.key.kind === 'user' && rc.principal.user !== undefined
      ? { userId: rc.principal.user.id }
      : {}),
  });
  const putUrl = `${rc.base}/_uploads/${fileId}?expires=${Math.floor(expiresAt / 1000)}&signature=${token}`;
  return { status: 200, body: { fileId, putUrl, expiresIn: EXPIRES_IN_SECONDS } };
}

function refuse(status: number, code: string, message: string): never {
  throw new HttpError(status, code, message);
}

/*
 * The PUT target behaves like a presigned storage URL: its own credentials are in the query, so an
 * Authorization header is refused (as S3 refuses a second auth mechanism), it is single-use, it expires, and
 * the Content-Type must be the one reserved.
 */
async function receiveUpload(rc: RouteContext) {
  const upload = rc.ctx.state.uploads.get(rc.params.fileId ?? '');
  if (upload === undefined) return refuse(404, 'resource_not_found', 'No such upload slot');
  if (rc.query.get('signature') !== upload.token)
    refuse(403, 'forbidden', 'The upload URL signature does not match');
  if (rc.request.headers.has('authorization')) {
    refuse(
      400,
      'invalid_request_body',
      'Upload URLs carry their own credentials: do not send an Authorization header',
    );
  }
  if (rc.ctx.now() >= upload.expiresAt) refuse(403, 'forbidden', 'The upload URL has expired');
  if (upload.uploaded) refuse(403, 'forbidden', 'The upload URL has already been used');
  const contentType = rc.request.headers.get('content-type') ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== upload.contentType.toLowerCase()) {
    refuse(403, 'forbidden', `Content-Type must be ${upload.contentType}, the type reserved for this upload`);
  }
  const bytes = await rc.request.arrayBuffer();
  upload.uploaded = true;
  upload.size = bytes.byteLength;
  upload.content = new Uint8Array(bytes);
  return new Response(null, { status: 200, headers: { etag: `"${upload.token.slice(0, 16)}"` } });
}

/** The upload-url operation and the upload target it hands out. */
export const fileRoutes: readonly Route[] = [
  { method: 'POST', path: '/v1/files/upload-url', access: 'any', handle: createUploadUrl },
  { method: 'PUT', path: '/_uploads/{fileId}', access: 'public', handle: receiveUpload },
];
