/** Descriptions of `client.files`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'files.createUploadUrl':
    'Reserves a file id and a single-use HTTPS address to PUT the bytes to, valid for about 15 minutes. The PUT must carry `contentType` as its `Content-Type` and no API key; afterwards the `fileId` can be named by the call the `purpose` is for (KYC, receipts, milestones, contracts, statutory fields). `client.files.upload()` does both steps in one call.',
  'files.get':
    'Reads an uploaded file: its purpose, when it was created, and a short-lived single-use link to download it. An unknown id gives 404.',
};

const purposeText =
  'What the file is for, which decides where its id is accepted: `kyc-id-front`, `kyc-id-back`, `kyc-selfie`, `kyc-id-selfie` and `kyc-address-proof` (user verification), `kyb-incorporation-document`, `kyb-tax-certificate` and `kyb-address-proof` (business verification), `reimbursements-proof` (receipts), `business-onboarding-document`, `contract` (a signed contract PDF), `milestone-document` or `statutory-document`.';

export const models = {
  'files.createUploadUrl#params': {
    summary: 'What is about to be uploaded.',
    fields: {
      purpose: purposeText,
      contentType:
        'MIME type of the file, `type/subtype` only (such as `image/jpeg`); the PUT must send the same.',
      fileName: 'Original name of the file, kept and shown instead of a generated one.',
    },
  },
  'files.createUploadUrl#response': {
    summary: 'A reserved file id and where to PUT its bytes.',
    fields: {
      fileId: 'Id of the file, to name in later calls once the bytes are uploaded.',
      putUrl: 'Single-use HTTPS address for the PUT of the bytes; send no API key to it.',
      expiresIn: 'Seconds until `putUrl` stops working (900).',
    },
  },
  'workforce-management#FileDetails': {
    summary: 'An uploaded file and a link to download it.',
    fields: {
      purpose: purposeText,
      getUrl: 'Single-use HTTPS link to download the file.',
      expiresIn: 'Seconds until `getUrl` stops working.',
      createdAt: 'When the file was reserved, in Unix epoch seconds.',
      tenantKey: 'Tenant key of the business the file belongs to.',
    },
  },
};
