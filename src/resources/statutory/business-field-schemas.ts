import * as z from 'zod/mini';
import { countryCodeSchema, idSchema, uuidSchema } from '../shared-schemas.js';

/** Path of the business fields update: a non-empty `id` and a 2-letter `countryCode`. */
export const businessFieldsPathSchema = z.object({ id: idSchema, countryCode: countryCodeSchema });

const fieldValueSchema = z.union([z.string(), z.looseObject({ fileId: uuidSchema })], {
  error: 'must be a string or { fileId } with a uuid fileId',
});

/** Validates the body of `client.statutory.businesses.fields.update()`. */
export const businessFieldsUpdateParamsSchema = z.looseObject({
  fields: z.record(z.string(), fieldValueSchema),
});

/** A business filing field's value: text, or a document uploaded with `client.files.upload()`. */
export type BusinessFieldValue =
  | string
  | {
      /** Id (uuid) of a file uploaded with `client.files.upload()`. */
      fileId: string;
    };

/** Body of `client.statutory.businesses.fields.update()`. */
export interface BusinessFieldsUpdateParams {
  /** Field name (a requirement's `affectedField`) → value. */
  fields: Record<string, BusinessFieldValue>;
}
