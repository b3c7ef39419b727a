import * as z from 'zod/mini';

const filePurposes = [
  'kyc-id-front',
  'kyc-id-back',
  'kyc-selfie',
  'kyc-id-selfie',
  'kyc-address-proof',
  'kyb-incorporation-document',
  'kyb-tax-certificate',
  'kyb-address-proof',
  'reimbursements-proof',
  'business-onboarding-document',
  'contract',
  'milestone-document',
  'statutory-document',
] as const;

/**
 * What an uploaded file is for. Known purposes: `kyc-id-front`, `kyc-id-back`, `kyc-selfie`, `kyc-id-selfie`,
 * `kyc-address-proof`, `kyb-incorporation-document`, `kyb-tax-certificate`, `kyb-address-proof`,
 * `reimbursements-proof`, `business-onboarding-document`, `contract`, `milestone-document`,
 * `statutory-document`. Open: any other string is accepted, as the API may add purposes.
 */
export type FilePurpose = (typeof filePurposes)[number] | (string & {});

/** Validates the body of `client.files.createUploadUrl()`. */
// Purposes stay open (the list grows with the API); the content type must be a plain `type/subtype` because
// it is sent again as the upload's Content-Type header.
export const fileUploadUrlCreateParamsSchema = z.looseObject({
  purpose: z.string().check(z.minLength(1)),
  contentType: z
    .string()
    .check(
      z.regex(/^[\w.+-]+\/[\w.+-]+(?:\s*;\s*[\w.+-]+=[\w.+-]+)*$/, 'must be a MIME type such as image/png'),
    ),
  fileName: z.optional(z.string()),
});

/** Body of `client.files.createUploadUrl()`, and the options of `client.files.upload()`. */
export interface FileUploadUrlCreateParams {
  /** What the file is for; a milestone's `documentIds` need `milestone-document`. */
  purpose: FilePurpose;
  /** MIME type of the file, for example `application/pdf`; the upload must send exactly this. */
  contentType: string;
  /** Original file name. */
  fileName?: string;
}

/** Options of `client.files.upload()`: the same fields as a slot reservation. */
export type FileUploadParams = FileUploadUrlCreateParams;

/** The reserved upload slot: `fileId`, `putUrl`, `expiresIn` (seconds). */
export const fileUploadUrlSchema = z.looseObject({
  /** Id of the file to reference once uploaded (`documentIds`, `fileIds`…). */
  fileId: z.string(),
  /** Single-use presigned HTTPS URL to PUT the bytes to, with the reserved Content-Type. */
  putUrl: z.string(),
  /** Seconds until `putUrl` expires. */
  expiresIn: z.number(),
});

/**
 * A reserved upload slot: the file id and a single-use HTTPS PUT URL valid `expiresIn` seconds.
 * @interface
 */
export type FileUploadUrl = z.output<typeof fileUploadUrlSchema>;

/** The result of `client.files.upload()`: the id to reference the file by. */
export interface FileUploadResult {
  /** Id of the stored file, for `documentIds`, `fileIds`… */
  fileId: string;
}
