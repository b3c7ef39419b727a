/** Descriptions of `client.me`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'me.get':
    "Tells who the API key is and which business calls resolve to: the key's access level and status, `businessId` and the tenant key. With a Platform token and a tenant key it shows which sub-business the calls act on, so it is a cheap check of credentials and tenant routing; a key of the other environment gives 401.",
};

export const models = {
  'me.get#response': {
    summary: 'The API key behind the call and the business it resolved to.',
    fields: {
      businessId: 'Id of the business calls act on (the same as `business.id`).',
      tenantKey: 'Tenant key of that business; a Platform token sends it to pick the business.',
      apiKey: 'The key making the call.',
      'apiKey.id': 'Id of the key.',
      'apiKey.accessLevel':
        '`READ` (read only), `FULL` (one business, read and write) or `PLATFORM` (several businesses).',
      'apiKey.status': 'Whether the key is usable, such as `active`.',
      'apiKey.description': 'The label given to the key, or `null`.',
      'apiKey.tenantPrefix': 'The tenant prefix of a Platform key; `null` for other keys.',
      business: 'The business calls resolved to.',
      'business.id': 'Id of the business.',
      'business.tenantKey': 'Tenant key of the business.',
      'business.country': 'ISO 3166-1 alpha-2 code of its country.',
    },
  },
};
