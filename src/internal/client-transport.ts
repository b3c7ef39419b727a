import type { Page, PagePromise } from '../core/pagination.js';
import type { RequestOptions, UploadContent } from '../core/request-options.js';
import type { Operation } from './operation.js';
import { Transport } from './transport.js';
import { listWith } from './transport-list.js';
import type { CallArgs } from './transport-request.js';
import { uploadWith } from './transport-upload.js';

/**
 * The transport of a `WorkforceClient`: the pipeline of {@link Transport} with lists and uploads as methods
 * (its resource tables list through it). `createCore()` makes a plain {@link Transport}, so a bundle of
 * standalone functions carries the paging and upload code only when it calls a list or an upload.
 */
export class ClientTransport extends Transport {
  /** Sends a declared list operation and returns its first page, iterable across pages. */
  list<T, TPage extends Page<T, unknown> = Page<T>>(
    op: Operation<T>,
    args: CallArgs,
    options?: RequestOptions,
  ): PagePromise<TPage, T> {
    return listWith<T, TPage>(this, op, args, options);
  }

  /**
   * PUTs bytes to a presigned upload URL (see `uploadWith`).
   * @throws RequestValidationError when the URL is not HTTPS or points to a non-public host (unless the
   * client allows any upload URL).
   */
  upload(url: string, content: UploadContent, contentType: string, options?: RequestOptions): Promise<void> {
    return uploadWith(this, url, content, contentType, options);
  }
}
