/** Descriptions of `client.entities`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'entities.list':
    'Lists the legal entities of the business (local companies that can employ people), in one answer (no paging).',
  'entities.create':
    'Adds a legal entity under the business and answers with its id; `legalName`, `country` and `currency` are required. People are employed under it through `jobInfo.entityId` of `client.persons`.',
  'entities.get': 'Reads one legal entity in full. An unknown id gives 404.',
  'entities.update':
    'Changes the fields sent of a legal entity and leaves the others as they are; its country and currency cannot be changed. An unknown id gives 404.',
};

const entityTypeText =
  'Legal form: `corporation`, `c-corporation`, `s-corporation`, `partnership`, `sole proprietorship`, `limited liability company`, `non profit` or `other`.';

const entityFields = {
  legalName: 'Registered name of the entity.',
  country: 'ISO 3166-1 alpha-2 code of the country it is registered in.',
  currency: 'ISO 4217 code of the currency it operates in.',
  entityType: entityTypeText,
  registrationNumber: 'Number in the company register.',
  taxId: 'Tax identification number.',
  incorporationDate: 'Day the entity was incorporated, `YYYY-MM-DD`.',
};

const recordFields = {
  id: 'Id to pass as `jobInfo.entityId` of a person.',
  status: 'Whether the entity is in use, such as `ACTIVE`.',
  createdTimestamp: 'When it was created, in Unix epoch seconds.',
  lastUpdatedTimestamp: 'When it last changed, in Unix epoch seconds.',
};

export const models = {
  'workforce-management#GetEntitiesResponse': {
    summary: 'A legal entity of the business, as listed.',
    fields: {
      ...recordFields,
      legalName: entityFields.legalName,
      country: entityFields.country,
      currency: entityFields.currency,
      entityType: entityTypeText,
    },
  },
  'entities.create#params': {
    summary: 'A new legal entity.',
    fields: entityFields,
  },
  'entities.create#response': {
    summary: 'The created legal entity.',
    fields: { id: 'Id of the new entity.' },
  },
  'workforce-management#GetEntityResponse': {
    summary: 'A legal entity of the business, in full.',
    fields: { ...recordFields, tenantKey: 'Tenant key of the business it belongs to.', ...entityFields },
  },
  'entities.update#params': {
    summary: 'The fields of a legal entity to change; those left out stay as they are.',
    fields: {
      legalName: entityFields.legalName,
      entityType: entityTypeText,
      registrationNumber: entityFields.registrationNumber,
      taxId: entityFields.taxId,
      incorporationDate: entityFields.incorporationDate,
    },
  },
};
