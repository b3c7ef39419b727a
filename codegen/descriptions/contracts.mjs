/** Descriptions of `client.contracts`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'contracts.list':
    'Lists the contracts of the business with their status and signatures, or only those of one person with `personId`, in one answer (no paging).',
  'contracts.create':
    'Makes a contract for a person from a template, with `sender` signing for the business, and answers with it; a `contract.created` webhook follows. Signature requests are emailed unless `suppressNotification` is `true`; each signature then fires `contract.signed` and status changes fire `contract.status.updated`.',
  'contracts.upload':
    'Attaches a contract already signed outside the service to a person: upload the PDF first with purpose `contract` and pass its `fileId`. Answers with the stored contract.',
  'contracts.get':
    'Reads one contract with its signatures; `includeDownloadUrl: true` adds a link to its PDF, valid for 15 minutes. An unknown id gives 404.',
  'contracts.signingUrl.get':
    "Gives a link where a contract is signed in the browser, valid for 336 hours (14 days); `redirectUrl` is where they land afterwards. The answer says whose signature the link is for: the `person`'s or the `business`'s.",
};

const signatureFields = {
  emailAddress: 'Email address the signature request went to.',
  order: 'Place of the signer in the signing order, from 0.',
  status: '`unsigned` or `signed`.',
  signedAt: 'When they signed, in Unix epoch seconds.',
  lastViewedAt: 'When they last opened the contract, in Unix epoch seconds.',
};

const contractFields = {
  templateId: 'The template the contract was made from.',
  status: 'Where the contract stands, such as `completed` once every party signed, or `revoked`.',
  personId: 'The person the contract is with.',
  name: 'Title of the contract, usually the person and the template name.',
  signatures: 'One per signer, in signing order.',
  createdAt: 'When it was created, in Unix epoch seconds.',
  customContractAttached: '`true` when the contract is an uploaded PDF rather than made from a template.',
};

export const models = {
  'contracts.list#params': {
    summary: 'Filter of `client.contracts.list()`.',
    fields: { personId: 'Only the contracts of this person.' },
  },
  'contracts.list#response': {
    summary: 'The contracts of the business.',
    fields: { data: 'The contracts.' },
  },
  'workforce-management#contract': {
    summary: 'A contract with a person and where its signing stands.',
    fields: contractFields,
  },
  'workforce-management#contractSignature': {
    summary: 'One signer of a contract and whether they have signed.',
    fields: signatureFields,
  },
  'contracts.create#params': {
    summary: 'A contract to make from a template.',
    fields: {
      templateId: 'The template to use (`client.contractTemplates.list()`).',
      personId: 'The person the contract is with.',
      sender: 'Who signs for the business.',
      suppressNotification: '`true` emails no signature requests; share signing links yourself.',
    },
  },
  'workforce-management#signer': {
    summary: 'A person who signs for the business.',
  },
  'contracts.create#response': {
    summary: 'The contract made.',
    fields: {
      id: 'Id of the new contract.',
      templateId: contractFields.templateId,
      status: contractFields.status,
      personId: contractFields.personId,
      name: contractFields.name,
      signatures: contractFields.signatures,
      'signatures.emailAddress': signatureFields.emailAddress,
      'signatures.order': signatureFields.order,
      'signatures.status': signatureFields.status,
      'signatures.signedAt': signatureFields.signedAt,
      'signatures.lastViewedAt': signatureFields.lastViewedAt,
      subject: 'Subject of the signature request email.',
      title: 'Title of the contract document.',
    },
  },
  'contracts.upload#params': {
    summary: 'A signed contract PDF to attach to a person.',
    fields: {
      personId: 'The person the contract is with.',
      fileId: 'The PDF, uploaded with purpose `contract` (`client.files.upload()`).',
      contractName: 'Title to store the contract under.',
    },
  },
  'contracts.upload#response': {
    summary: 'The stored contract.',
    fields: {
      id: 'Id of the stored contract.',
      personId: 'The person the contract is with.',
      status: 'Where the contract stands.',
    },
  },
  'contracts.get#params': {
    summary: 'Options of `client.contracts.get()`.',
    fields: { includeDownloadUrl: '`true` adds a link to the PDF, valid for 15 minutes.' },
  },
  'contracts.get#response': {
    summary: 'A contract with its signatures and, when asked for, a download link.',
    fields: {
      ...contractFields,
      downloadUrl: 'Link to the PDF; only with `includeDownloadUrl`.',
      downloadUrlExpiresAt: 'When `downloadUrl` stops working, in Unix epoch seconds.',
    },
  },
  'contracts.signingUrl.get#params': {
    summary: 'Options of `client.contracts.signingUrl.get()`.',
    fields: { redirectUrl: 'Where the signer is sent after signing.' },
  },
  'contracts.signingUrl.get#response': {
    summary: 'A signing link.',
    fields: {
      url: 'The link, valid for 336 hours.',
      signer: 'Whose signature it collects: the `person` or the `business`.',
    },
  },
};
