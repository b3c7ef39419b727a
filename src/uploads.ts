import { APIPromise, type WithResponse } from './core/api-promise.js';
import type { Core } from './core/core.js';
import type { RequestOptions, UploadContent } from './core/request-options.js';
import type { FileCreateUploadUrlParams, FileUploadUrl } from './generated/models/files.js';
import { OPERATION_KINDS } from './generated/operation-kinds.js';
import { filesOperations } from './generated/operations/files.js';
import { transportOf } from './internal/core-handle.js';
import type { Operation } from './internal/operation.js';
import type { Transport } from './internal/transport.js';
import { uploadWith } from './internal/transport-upload.js';
import { cancelUpload } from './internal/upload-url.js';

/** What `client.files.upload()` takes: the purpose, the content type and an optional file name. */
export type FileUploadParams = FileCreateUploadUrlParams;

/** What `client.files.upload()` answers: the id to reference the file by (`documentIds`, `fileId`…). */
export interface FileUploadResult {
  /** The uploaded file's id. */
  fileId: string;
}

/**
 * `client.files.upload()`: reserves a slot, then PUTs the bytes to it with the reserved Content-Type and without
 * the API's Authorization header. `.withResponse()` gives the API's answer to the slot request (its response
 * and request id): the PUT goes to the storage address, not to the API.
 * @throws RequestValidationError before sending for bad params, or when the returned URL is not HTTPS
 * or points to a non-public host (see `dangerouslyAllowAnyUploadUrl`); the errors of either request otherwise.
 * A stream given as `content` is cancelled when the upload cannot go ahead. `slotOperation` is the declaration of
 * `files.createUploadUrl` (the generated `files` namespace hands it over).
 */
export function uploadFile(
  transport: Transport,
  slotOperation: Operation<FileUploadUrl>,
  content: UploadContent,
  params: FileUploadParams,
  options?: RequestOptions,
): APIPromise<FileUploadResult> {
  return new APIPromise(
    (async () => {
      let slot: WithResponse<FileUploadUrl>;
      try {
        slot = await transport.run(slotOperation, { params }, options);
      } catch (error) {
        // No slot, so the bytes will never be sent: let a stream's source stop producing them.
        cancelUpload(content, error);
        throw error;
      }
      const { data, response, requestId } = slot;
      await uploadWith(transport, data.putUrl, content, params.contentType, options);
      return { data: { fileId: data.fileId }, response, requestId };
    })(),
  );
}

/** The methods of `client.files` written by hand, declared beside their code; the generated `Files` extends it. */
export interface FilesUpload {
  /**
   * Uploads a file in one call: asks for an upload URL, then PUTs the bytes there (without the API key).
   * `.withResponse()` gives the API's answer to the upload-URL request (its response and request id).
   * @throws RequestValidationError before sending, for bad params or an upload URL that is not HTTPS to
   * a public host; the errors of either request otherwise.
   * @example
   * ```ts
   * const { fileId } = await client.files.upload(bytes, { purpose: 'milestone-document', contentType: 'application/pdf' });
   * ```
   */
  upload(
    content: UploadContent,
    params: FileUploadParams,
    options?: RequestOptions,
  ): APIPromise<FileUploadResult>;
}

/**
 * `client.files.upload()` as a function of a {@link Core}: asks `files.createUploadUrl` for an upload address,
 * then PUTs the bytes there (without the API key). The `files` namespace installs it as its `upload` method.
 */
export function filesUpload(
  core: Core,
  content: UploadContent,
  params: FileUploadParams,
  options?: RequestOptions,
): APIPromise<FileUploadResult> {
  const slotOperation = filesOperations.get<FileUploadUrl>(
    'files.createUploadUrl',
    // The kinds of every operation: a bundle of `filesUpload` alone keeps them all.
    OPERATION_KINDS,
  );
  return uploadFile(transportOf(core), slotOperation, content, params, options);
}
