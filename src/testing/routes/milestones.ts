import { nowSeconds, SimulatorError } from '../context.js';
import { uploadLink } from '../declared/linked-documents.js';
import { badRequest, notFound } from '../http-error.js';
import { NO_CONTENT, visiblePerson } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import type { Amount, MilestoneRecord } from '../store/records.js';
import { declaredParams } from './declared.js';

/*
 * A contractor's milestones as the API lists them: every field from the record, so what a milestone holds is
 * what is read. A milestone shows the invoice of its last completion once completed, and why that invoice was
 * refused only while it is Rejected; its documents only when asked for. Only a Planned milestone can be edited.
 */

function documentsOf(rc: RouteContext, milestone: MilestoneRecord) {
  return milestone.documentIds.flatMap((fileId) => {
    const upload = rc.ctx.state.uploads.get(fileId);
    if (upload === undefined) return [];
    return [
      { url: uploadLink(rc, upload), fileName: upload.fileName ?? `document-${fileId.slice(0, 8)}.pdf` },
    ];
  });
}

/**
 * A milestone as the API reads it.
 * @throws never.
 * @example
 * ```ts
 * milestoneView(rc, milestone, false).status; // 'Planned'
 * ```
 */
export function milestoneView(rc: RouteContext, milestone: MilestoneRecord, withDocuments: boolean) {
  const { id, title, description, amount, dueDate, status, invoiceId, createdTimestamp } = milestone;
  return {
    id,
    title,
    ...(description === null ? {} : { description }),
    amount: { ...amount },
    ...(dueDate === null ? {} : { dueDate }),
    ...(withDocuments ? { documents: documentsOf(rc, milestone) } : {}),
    status,
    ...(status === 'Rejected' && milestone.rejectionReason
      ? { rejectionReason: milestone.rejectionReason }
      : {}),
    ...(invoiceId === null ? {} : { invoiceId }),
    addedBy: 'ADMIN',
    createdTimestamp,
    updatedTimestamp: milestone.updatedTimestamp ?? createdTimestamp,
  };
}

function listMilestones(rc: RouteContext) {
  const include = rc.query.get('includeDocuments');
  if (include !== null && include !== 'true' && include !== 'false')
    throw badRequest({ includeDocuments: 'must be true or false' });
  const person = visiblePerson(rc, rc.params.personId ?? '');
  const milestones = [...rc.ctx.state.milestones.values()].filter((m) => m.personId === person.id);
  return { status: 200, body: milestones.map((m) => milestoneView(rc, m, include === 'true')) };
}

/** The document files a milestone edit names: each uploaded with purpose `milestone-document`. */
function checkDocuments(rc: RouteContext, ids: readonly unknown[]): string[] {
  const problems: Record<string, string> = {};
  ids.forEach((id, i) => {
    const upload = typeof id === 'string' ? rc.ctx.state.uploads.get(id) : undefined;
    if (upload === undefined || upload.businessId !== rc.principal.business.id || !upload.uploaded)
      problems[`documentIds.${i}`] = 'is not an uploaded file from POST /v1/files/upload-url';
    else if (upload.purpose !== 'milestone-document')
      problems[`documentIds.${i}`] = `was uploaded with purpose ${upload.purpose}, not milestone-document`;
  });
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  return ids as string[];
}

function updateMilestone(rc: RouteContext) {
  const params = declaredParams(rc, 'persons.milestones.update');
  const documentIds =
    params.documentIds === undefined ? undefined : checkDocuments(rc, params.documentIds as unknown[]);
  const person = visiblePerson(rc, rc.params.personId ?? '');
  const id = rc.params.milestoneId ?? '';
  const milestone = rc.ctx.state.milestones.get(id);
  if (milestone === undefined || milestone.personId !== person.id) throw notFound('milestone', id);
  if (milestone.status !== 'Planned') {
    throw new SimulatorError(`milestone ${id} is ${milestone.status}; only a Planned one can be edited`, {
      milestoneId: `is ${milestone.status}; only a Planned milestone can be edited`,
    });
  }
  milestone.title = String(params.title);
  milestone.amount = { ...(params.amount as Amount) };
  milestone.description = typeof params.description === 'string' ? params.description : null;
  milestone.dueDate = typeof params.dueDate === 'string' ? params.dueDate : null;
  if (documentIds !== undefined) milestone.documentIds = [...documentIds];
  milestone.updatedTimestamp = nowSeconds(rc.ctx);
  return NO_CONTENT;
}

/** The milestones list, and a Planned milestone's edit. */
export const milestoneRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/persons/{personId}/milestones', access: 'any', handle: listMilestones },
  {
    method: 'PUT',
    path: '/v1/persons/{personId}/milestones/{milestoneId}',
    access: 'any',
    handle: updateMilestone,
  },
];
