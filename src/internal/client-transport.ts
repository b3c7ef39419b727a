import { APIPromise } from '../core/api-promise.js';
import type { Page, PagePromise } from '../core/pagination.js';
import type { RawRequest, RequestOptions, UploadContent } from '../core/request-options.js';
import { acceptsAsIs } from './fast-accept.js';
import type { Operation } from './operation.js';
import { Transport } from './transport.js';
import type { TransportConfig } from './transport-config.js';
import { listWith } from './transport-list.js';
import { type CallArgs, rawCall } from './transport-request.js';
import { uploadWith } from './transport-upload.js';

/**
 * The transport of a `WorkforceClient`: the pipeline of {@link Transport} with lists, uploads and
 * `client.request()` as methods (its resource tables list through it). `createCore()` makes a plain
 * {@link Transport}, so a bundle of standalone functions carries the paging and upload code only when it calls
 * a list or an upload, and never the code of `client.request()` or of the fast accept path of answers.
 */
export class ClientTransport extends Transport {
  /** The client's transport returns an answer zod would accept unchanged without zod's copy (`fast-accept.ts`). */
  constructor(config: TransportConfig) {
    super({ ...config, acceptsAsIs });
  }

  /** `client.request()`: any path on the API, with auth, tenant, retries, errors and logging. */
  raw<T = unknown>(request: RawRequest, options: RequestOptions = {}): APIPromise<T> {
    return new APIPromise(
      (async () => {
        const { op, raw } = rawCall<T>(request, options);
        return this.run<T>(op, {}, options, raw);
      })(),
    );
  }

  /** Sends a declared list operation and returns its first page, iterable across pages. */
  list<T, TPage extends Page<T, unknown> = Page<T>>(
    op: Operation<T>,
    args: CallArgs,
    options?: RequestOptions,
  ): PagePromise<T, TPage> {
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
