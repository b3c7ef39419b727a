/** Descriptions of `client.businesses.kyb` (verification of the business), written in the project's own words from the facts of the interface spec and the API documents. */
import { LINK_URLS } from './shared/links.mjs';

export const operations = {
  'businesses.kyb.get':
    "Reads the business's verification (KYB) record: company details, principals, documents, its status and what is still due. Answers 404 when verification has not been started.",
  'businesses.kyb.submit':
    'Sends the business verification details (the first submission, or any change to the list of principals); the review that follows sends `business.kyb.reviewed` (more information needed), `business.kyb.completed` or `business.kyb.rejected` (final). Allowed only while the status is `initialized`, `incomplete`, `awaiting-principal-kyc` or `needs-additional-info`: 400 otherwise or for invalid input. In the sandbox, tax id `000-CAD-AUTO-APPROVE` approves at once and `000-CAD-AUTO-FLAG` flags the submission.',
  'businesses.kyb.update':
    'Corrects verification details already sent: only the fields given change, existing principals are named by `id`, and document lists are added to rather than replaced; new principals need `submit()`. Answers 400 for an unknown principal id, invalid input, or a status of `pending-review`, `complete` or `rejected`.',
  'businesses.kyb.createLink':
    'Creates a link to a hosted page where the business completes verification itself, with the URLs to return to when done or when the link has expired; the same KYB webhooks follow the review.',
};

const ENTITY_TYPE =
  'The legal form: `corporation`, `c-corporation`, `s-corporation`, `partnership`, `sole proprietorship`, `limited liability company`, `non profit` or `other`.';
const KYB_STATUS =
  'Where verification is: `initialized` (started), `incomplete` (details missing), `awaiting-principal-kyc` (principals must verify themselves), `needs-additional-info` (reviewed, more is needed: see `requirements`), `pending-review` (with the reviewers), `complete` (verified) or `rejected` (final; no resubmission).';
const RANGE = {
  currency: 'ISO 4217 code of the bounds.',
  min: 'Lower bound.',
  max: 'Upper bound.',
};
const IDENTIFIER = {
  identifier: 'A government identity document; individuals only.',
  'identifier.type': 'The document kind: `passport` or `ssn`.',
  'identifier.value': 'The document number.',
  'identifier.identityFileId': 'The uploaded file of its front page.',
  'identifier.identityBackPageFileId': 'The uploaded file of its back page.',
  'identifier.addressFileId': 'The uploaded proof of address.',
};
const PRINCIPAL_COMMON = {
  ownershipPercentage: 'The share of the business the principal owns.',
  isExecutive: 'Whether the principal runs the company (a controlling person).',
  title: 'Their role, such as CEO.',
  dateOfBirth: '`YYYY-MM-DD`; individuals only.',
  isEntity:
    'Whether the principal is a company rather than a person; a company gives `entity` instead of the personal fields.',
};
const ENTITY_REQ = {
  entity: 'The company, when `isEntity` is true.',
  'entity.companyName': 'Its registered legal name.',
  'entity.entityType': ENTITY_TYPE,
  'entity.incorporation': 'When and where it was incorporated.',
  'entity.incorporation.date': 'Date of incorporation, `YYYY-MM-DD`.',
  'entity.certificateOfIncorporationFileId': 'The uploaded certificate of incorporation; optional.',
  'entity.proofOfAddressFileId': 'The uploaded proof of address; optional.',
  'entity.ownershipDocumentFileId':
    'The uploaded document proving its stake in the business; the only document it must give.',
  'entity.individuals':
    'Its own owners of 25 % or more, plus one or more people who control it, in the same shape (repeated down the ownership chain).',
};
const KYB_INPUT = {
  entityName: 'The registered name of the business.',
  entityType: ENTITY_TYPE,
  taxIdentificationNumber: 'The tax id of the business.',
  incorporation: 'When and where the business was incorporated.',
  'incorporation.date': 'Date of incorporation, `YYYY-MM-DD`.',
  websiteURL: 'The website of the business.',
  natureOfBusiness: 'What the business does and its industry.',
  sizeOfCompany: 'How large the company is.',
  sourceOfFunds: 'Where its money comes from.',
  annualRevenue: 'The range of its yearly revenue.',
  ...Object.fromEntries(Object.entries(RANGE).map(([k, v]) => [`annualRevenue.${k}`, v])),
  expectedMonthlyTransactionVolume: 'The range of money it expects to move each month.',
  ...Object.fromEntries(Object.entries(RANGE).map(([k, v]) => [`expectedMonthlyTransactionVolume.${k}`, v])),
  principals: 'The owners and controlling persons of the business.',
};
const KYB_FILES = {
  articlesOfIncorporation: 'Ids of uploaded files of the articles of incorporation.',
  bankStatements: 'Ids of uploaded bank statements.',
  proofOfAddress: 'Ids of uploaded proofs of address.',
  taxDocuments: 'Ids of uploaded tax documents.',
};

export const models = {
  'workforce-management#GetKYB': {
    summary: "The business's verification (KYB) record: what was sent, its status and what is still due.",
    fields: {
      id: 'The id of the verification record.',
      tenantKey: "The business's tenant key.",
      ...KYB_INPUT,
      email: 'The contact email of the business.',
      status: KYB_STATUS,
      documents: 'Temporary links to the documents sent.',
      'documents.articlesOfIncorporation': 'Links to the articles of incorporation.',
      'documents.bankStatements': 'Links to the bank statements.',
      'documents.proofOfAddress': 'Links to the proofs of address.',
      'documents.taxDocuments': 'Links to the tax documents.',
      requirements: 'What the review still needs.',
      'requirements.currentlyDue': 'Dotted paths of the fields still to provide.',
      'requirements.errors': 'Fields that were refused, and why.',
      'requirements.errors.field': 'The dotted path of the field.',
      'requirements.errors.reason': 'Why it was refused.',
    },
  },
  'workforce-management#KYBPrincipal': {
    summary:
      'Someone who owns or controls the business, as recorded: a person, or a company with its own owners.',
    fields: {
      ownershipPercentage: PRINCIPAL_COMMON.ownershipPercentage,
      isExecutive: PRINCIPAL_COMMON.isExecutive,
      title: PRINCIPAL_COMMON.title,
      isEntity: PRINCIPAL_COMMON.isEntity,
      id: 'The id of the principal; name it to change this principal with `kyb.update()` or a new `kyb.submit()`.',
      identifier: 'A government identity document; individuals only.',
      'identifier.type': 'The document kind: `passport` or `ssn`.',
      'identifier.value': 'The document number.',
      entity: 'The company, when `isEntity` is true.',
      'entity.companyName': 'Its registered legal name.',
      'entity.entityType': 'Its legal form.',
      'entity.incorporation': 'When and where it was incorporated.',
      'entity.incorporation.date': 'Date of incorporation.',
      'entity.certificateOfIncorporationFileURLs': 'Temporary links to its certificate of incorporation.',
      'entity.proofOfAddressFileURLs': 'Temporary links to its proof of address.',
      'entity.ownershipDocumentFileURLs': 'Temporary links to the documents proving its stake.',
      'entity.individuals': 'Its own owners and controlling persons, in the same shape.',
      'entity.individuals.ownershipPercentage': 'The share of the company they own (0.25 to 1).',
      'entity.individuals.isExecutive': 'Whether they run the company.',
      'entity.individuals.isEntity': 'Whether this owner is a company rather than a person.',
      'entity.individuals.id': 'The id of this owner; name it when changing them.',
    },
  },
  'businesses.kyb.submit#params': {
    summary:
      'What `client.businesses.kyb.submit()` takes: the business details, principals and document files.',
    fields: { ...KYB_INPUT, ...KYB_FILES },
  },
  'workforce-management#PrincipalRequest': {
    summary:
      'Someone who owns or controls the business, as sent: a person, or a company with its own owners.',
    fields: { ...PRINCIPAL_COMMON, ...ENTITY_REQ, ...IDENTIFIER },
  },
  'workforce-management#EntityIndividual': {
    summary: 'Someone who owns or controls a company principal; it can itself be a company, nested further.',
    fields: {
      ...PRINCIPAL_COMMON,
      ownershipPercentage: 'The share of the company they own.',
      isExecutive: 'Whether they run the company; every company principal needs one such person or more.',
      ...IDENTIFIER,
      entity: "The company, when `isEntity` is true, in the same shape as a principal's `entity`.",
    },
  },
  'businesses.kyb.update#params': {
    summary: 'What `client.businesses.kyb.update()` takes: only the fields to change.',
    fields: {
      ...KYB_INPUT,
      principals: 'Changes to existing principals, each named by `id` (new ones need `kyb.submit()`).',
      'principals.id': 'The id of the principal to change.',
      ...Object.fromEntries(
        Object.entries({ ...PRINCIPAL_COMMON, ...ENTITY_REQ, ...IDENTIFIER }).map(([k, v]) => [
          `principals.${k}`,
          v,
        ]),
      ),
      articlesOfIncorporation: 'Ids of uploaded files to add to the articles of incorporation.',
      bankStatements: 'Ids of uploaded bank statements to add.',
      proofOfAddress: 'Ids of uploaded proofs of address to add.',
      taxDocuments: 'Ids of uploaded tax documents to add.',
    },
  },
  'businesses.kyb.createLink#params': {
    summary: 'What `client.businesses.kyb.createLink()` takes: where to send the browser afterwards.',
    fields: LINK_URLS,
  },
  'workforce-management#GenerateKybLinkRequest': {
    summary: 'The return addresses of a hosted verification page.',
    fields: LINK_URLS,
  },
  'businesses.kyb.createLink#response': {
    summary: 'The answer of `client.businesses.kyb.createLink()`: the link to the hosted verification page.',
    fields: { url: 'The link to open.', expiresAt: 'When the link stops working, in Unix seconds.' },
  },
};
