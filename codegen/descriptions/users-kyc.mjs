/** Descriptions of `client.users.kyc` and `client.users.taxForms` (a user's identity verification and tax forms), written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'users.kyc.get':
    "Reads a user's identity verification (KYC): the status of the `identity` and `address` checks, the reason of a refusal, and the identity document on file. Takes a user id, not a person id.",
  'users.kyc.submit':
    "Sends a user's identity details and document files for verification; takes a user id, not a person id. Upload the files first (`client.files.upload()` with purposes `kyc-id-front`, `kyc-id-back`, `kyc-selfie`, `kyc-address-proof`); the checks then move to `processing`, and every status change fires `user.kyc.updated`. Refused with 400 for missing or malformed details.",
  'users.kyc.resubmit':
    'Sends corrected identity and/or address details after a refusal; at least one of the two is needed. Identity is accepted only when its check is `rejected`, address only when its check is `not started` or `rejected`; each status change fires `user.kyc.updated`.',
  'users.taxForms.list':
    'Lists the tax forms a user has filled in (such as a W-8BEN), with whether each is complete and can be downloaded.',
  'users.taxForms.download.get':
    "Gives a link to download one of a user's tax forms; the link works for a short time only. An unknown user or form gives 404.",
};

const identityDetailsFields = {
  number: 'Number of the identity document.',
  type: 'Kind of document: `passport`, `driver_license`, `national_id`, `voter_id_card`, `id_card` or `pan_card` (India).',
  issuedBy: 'Who issued the document, such as a passport office.',
  issuedDate: 'Date of issue, `YYYY-MM-DD`.',
  expirationDate:
    'Date of expiry, `YYYY-MM-DD`; `user.kyc.expiry` warns in the 30 days before it and during the 60-day grace period after it, then the user must verify again.',
  issuedCountryCode: 'ISO 3166-1 alpha-2 code of the issuing country.',
  frontFileId: 'Uploaded image of the front (purpose `kyc-id-front`).',
  backFileId: 'Uploaded image of the back (purpose `kyc-id-back`), for two-sided documents.',
  selfieFileId: 'Uploaded selfie (purpose `kyc-selfie`).',
};

export const models = {
  'users.kyc.get#response': {
    summary: 'Where the identity verification (KYC) of a user stands.',
    fields: {
      idDetails: 'The identity document on file.',
      identity: 'Status of the identity check.',
      address: 'Status of the address check.',
      identityStatusReason: 'Why the identity check was refused, when it was.',
      addressStatusReason: 'Why the address check was refused, when it was.',
    },
  },
  'workforce-management#idDetails': {
    summary: 'The identity document on file for a user.',
    fields: {
      country: 'ISO 3166-1 alpha-2 code of the issuing country.',
      type: "Kind of document: `Passport`, `Drivers license`, `National ID Card`, `Voter's Card` or `other`.",
    },
  },
  'workforce-management#kycStatus': {
    summary:
      'The status of one verification check: `not started`, `processing` (under review), `approved` or `rejected` (send corrected details with `client.users.kyc.resubmit()`).',
  },
  'users.kyc.submit#params': {
    summary: "A user's identity details and document files, for verification.",
    fields: {
      dob: 'Date of birth, `YYYY-MM-DD`.',
      nationality: 'ISO 3166-1 alpha-2 code of the nationality.',
      address: 'Home address; checked with `addressProofFileId`.',
      idDetails: 'The identity document and the uploaded images of it.',
      addressProofFileId: 'Uploaded proof of address (purpose `kyc-address-proof`).',
    },
  },
  'workforce-management#IdentityDetails': {
    summary: 'An identity document and the uploaded images of it.',
    fields: identityDetailsFields,
  },
  'users.kyc.resubmit#params': {
    summary: 'Corrected identity and/or address details; send at least one, each whole.',
    fields: {
      identity: 'Corrected identity; accepted only when the identity check is `rejected`.',
      'identity.dob': 'Date of birth, `YYYY-MM-DD`.',
      'identity.nationality': 'ISO 3166-1 alpha-2 code of the nationality.',
      'identity.idDetails': 'The identity document and the uploaded images of it.',
      address: 'Corrected address; accepted when the address check is `not started` or `rejected`.',
      'address.address': 'Home address.',
      'address.addressProofFileId': 'Uploaded proof of address (purpose `kyc-address-proof`).',
    },
  },
  'users.taxForms.list#response': {
    summary: "A user's tax forms.",
    fields: { data: 'The forms.' },
  },
  'workforce-management#taxForm': {
    summary: 'A tax form a user has filled in.',
    fields: {
      name: 'Form name, such as `W8BEN`.',
      formId: 'Id to pass to `client.users.taxForms.download.get()`.',
      createdAt: 'When it was created, in Unix epoch seconds.',
      isComplete: 'Whether every part of the form is filled in.',
      isDocumentDownloadable: 'Whether a document can be downloaded for it.',
    },
  },
  'users.taxForms.download.get#response': {
    summary: 'A short-lived download link to a tax form.',
    fields: {
      fileUrl: 'The download link.',
      expiresAt: 'When the link stops working, in Unix epoch seconds.',
    },
  },
};
