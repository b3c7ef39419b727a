/** Descriptions of `client.persons.milestones`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'persons.milestones.list':
    'Lists the milestones of a contractor paid per milestone (`compInfo.type` `milestone`), each with its status. With `includeDocuments: true` every attached file comes with a short-lived download URL.',
  'persons.milestones.create':
    'Adds a deliverable to a contractor paid per milestone, in status `Planned`, and answers with its id. Attach files by uploading them first with purpose `milestone-document` and passing their ids as `documentIds`. Refused with 400 for an invalid body (amount not an integer of minor units, date not `YYYY-MM-DD`) and 404 for an unknown person.',
  'persons.milestones.update':
    'Rewrites a milestone that is still `Planned`: title, description, amount, due date and files. `documentIds` replaces the attached files as a whole.',
  'persons.milestones.delete':
    'Removes a milestone that is still `Planned`; once completed, a milestone can no longer be removed.',
  'persons.milestones.complete':
    "Marks a `Planned` or `Rejected` milestone as delivered: it moves to `Submitted` and a contractor invoice is raised for it (the milestone's title becomes the line item, its description the invoice note). From then on the milestone follows that invoice's review: `Approved`, `Rejected` or `Paid`.",
};

const milestoneParamsFields = {
  title: 'Short name of the deliverable; on completion it becomes the line item of the invoice.',
  description: 'Longer text; on completion it becomes the note of the invoice.',
  amount: 'What the milestone pays, as an integer of minor units and a currency.',
  dueDate: 'When the deliverable is due, `YYYY-MM-DD`.',
  documentIds: 'Ids of files uploaded with purpose `milestone-document` (see `client.files.upload()`).',
};

export const models = {
  'persons.milestones.list#params': {
    summary: 'Options of `client.persons.milestones.list()`.',
    fields: { includeDocuments: '`true` adds a short-lived download URL for each attached file.' },
  },
  'workforce-management#Milestone': {
    summary: 'A deliverable of a contractor paid per milestone, and where it stands.',
    fields: {
      title: 'Short name; the line item of the invoice raised on completion.',
      description: 'Longer text; the note of that invoice.',
      amount: 'What the milestone pays, as an integer of minor units and a currency.',
      dueDate: 'When it is due, `YYYY-MM-DD`.',
      documents: 'Attached files; present only when asked for with `includeDocuments`.',
      'documents.url': 'Download link, valid for about an hour.',
      'documents.fileName': 'Name the file was uploaded under, or a generated one.',
      status:
        '`Planned` (can still be edited, deleted or completed), `Submitted` (completed; its invoice awaits review), `Approved`, `Rejected` (the invoice was refused; can be completed again) or `Paid`.',
      rejectionReason: 'Why the invoice was refused; set while `status` reads `Rejected`.',
      invoiceId: 'The invoice raised when the milestone was completed.',
      addedBy: 'Who created the milestone: an `ADMIN` of the business or the `CONTRACTOR`.',
      createdTimestamp: 'When it was created, in Unix epoch seconds.',
      updatedTimestamp: 'When it last changed, in Unix epoch seconds.',
    },
  },
  'persons.milestones.create#params': {
    summary: 'A new milestone.',
    fields: milestoneParamsFields,
  },
  'persons.milestones.create#response': {
    summary: 'The created milestone.',
    fields: { id: 'Id of the new milestone.' },
  },
  'persons.milestones.update#params': {
    summary: 'The new content of a `Planned` milestone; replaces the old one.',
    fields: {
      ...milestoneParamsFields,
      documentIds: 'Ids of uploaded files; they replace the attached files.',
    },
  },
  'persons.milestones.complete#params': {
    summary: 'Nothing is needed to complete a milestone; the object is sent as the body when given.',
  },
  'persons.milestones.complete#response': {
    summary: 'The result of completing a milestone.',
    fields: {
      id: 'Id the API answers with; the documents describe it as the id of the invoice raised (also the `invoiceId` of the milestone).',
    },
  },
};
