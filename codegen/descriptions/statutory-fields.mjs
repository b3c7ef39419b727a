/** Descriptions of `client.statutory.persons.fields` and `client.statutory.businesses.fields`, written in the project's own words from the facts of the interface spec and the API documents. */
import { DOWNLOAD_URL } from './shared/links.mjs';

export const operations = {
  'statutory.persons.fields.get':
    "Reads a person's filing data for one country: the values written with `fields.update()` merged with what the person record already holds (such as the name). Document fields come back as a file id with a short-lived download link. Answers 404 for an unknown person.",
  'statutory.persons.fields.update':
    "Writes a person's filing fields for one country; keys are the `key`s of the country's required fields with `entity: person` and scope `filing`, and a document field takes the id of a file uploaded with purpose `statutory-document`. Answers 400 for an unknown key, a value that breaks the field's rules, or a file that is unknown, not uploaded yet or uploaded for another purpose. Supplying missing worker data satisfies `worker_data` requirements (webhook `requirement.satisfied`), which may unblock filings (`filing.pending`).",
  'statutory.businesses.fields.get':
    "Reads a business's filing data for one country: the values written with `fields.update()` merged with what the business record already holds. Document fields come back as a file id with a short-lived download link. Answers 404 for an unknown business.",
  'statutory.businesses.fields.update':
    "Writes a business's filing fields for one country; keys are the `key`s of the country's required fields with `entity: business`, and a document field takes the id of a file uploaded with purpose `statutory-document`. Answers 400 for an unknown key, an invalid value or an unusable file. Fields that resolve requirements mark them `satisfied` (webhook `requirement.satisfied`, listing the filings it unblocks), and those filings return to `pending` (`filing.pending`).",
};

export const models = {
  'statutory-compliance#StatutoryFieldsResponse': {
    summary:
      "A person's or a business's filing data for one country: written values merged with what the record already holds.",
    fields: {
      entityType: 'Whose data it is: a `person` or a `business`.',
      entityId: 'The id of that person or business.',
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      fields: 'Field key → value: text, or for a document field the file id with a temporary download link.',
    },
  },
  'statutory-compliance#DocumentFieldValue': {
    summary: 'The value of a document field as read back: the file and a temporary link to it.',
    fields: {
      fileId: 'The id of the uploaded file given as the value.',
      url: DOWNLOAD_URL,
      fileUploaded: 'Whether the file bytes are actually stored.',
    },
  },
  'statutory.persons.fields.update#params': {
    summary: "What `client.statutory.persons.fields.update()` takes: the person's filing field values.",
    fields: {
      fields:
        "Field key → value: text, or for a document field the id of a file uploaded with purpose `statutory-document` (as a string or `{ fileId }`). Keys are those of the country's required fields.",
    },
  },
  'statutory.businesses.fields.update#params': {
    summary: "What `client.statutory.businesses.fields.update()` takes: the business's filing field values.",
    fields: {
      fields:
        "Field key → value: text, or for a document field the id of a file uploaded with purpose `statutory-document` (as a string or `{ fileId }`). Keys are those of the country's required fields.",
    },
  },
};
