import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions, UploadContent } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import {
  type FileUploadParams,
  type FileUploadResult,
  type FileUploadUrl,
  type FileUploadUrlCreateParams,
  fileUploadUrlCreateParamsSchema,
  fileUploadUrlSchema,
} from './schemas.js';

const createUploadUrl = defineOperation<FileUploadUrl>({
  method: 'POST',
  path: '/v1/files/upload-url',
  body: fileUploadUrlCreateParamsSchema,
  response: fileUploadUrlSchema,
});

/**
 * `client.files`: file uploads through presigned URLs (file bytes never pass through the JSON API).
 *
 * @example
 * ```ts
 * const receipt = { purpose: 'reimbursements-proof', contentType: 'image/png' };
 * const { fileId } = await client.files.upload(bytes, receipt);
 * ```
 */
export class Files extends Resource {
  /**
   * Reserves a file id and a single-use presigned PUT URL. Most callers want {@link Files.upload} instead.
   * @throws {@link RequestValidationError} before sending for an empty `purpose` or a `contentType` that is not
   * a MIME type.
   * @example
   * ```ts
   * const { fileId, putUrl } = await client.files.createUploadUrl({
   *   purpose: 'milestone-document',
   *   contentType: 'application/pdf',
   * });
   * ```
   */
  createUploadUrl(params: FileUploadUrlCreateParams, options?: RequestOptions): APIPromise<FileUploadUrl> {
    return this.transport.call(createUploadUrl, { body: params }, options);
  }

  /**
   * Uploads a file: reserves a slot, then PUTs the bytes to it with the reserved Content-Type and without the
   * API's Authorization header.
   * @throws {@link RequestValidationError} before sending for bad params, or when the returned URL is not
   * HTTPS; the errors of either request otherwise.
   * @example
   * ```ts
   * const { fileId } = await client.files.upload(pdfBytes, {
   *   purpose: 'milestone-document',
   *   contentType: 'application/pdf',
   *   fileName: 'design-review.pdf',
   * });
   * await client.persons.milestones.create(personId, { title, amount, documentIds: [fileId] });
   * ```
   */
  async upload(
    content: UploadContent,
    params: FileUploadParams,
    options?: RequestOptions,
  ): Promise<FileUploadResult> {
    const { fileId, putUrl } = await this.createUploadUrl(params, options);
    return this.transport.upload(putUrl, content, params.contentType, options).then(() => ({ fileId }));
  }
}
