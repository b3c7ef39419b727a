import { badRequest } from '../http-error.js';
import type { MilestoneRecord } from '../model.js';
import type { Route, RouteContext } from '../router.js';
import { visiblePerson } from './shared.js';

/*
 * A contractor's milestones as the API lists them: every field from the record, so what a milestone holds is
 * what is read. A milestone shows the invoice of its last completion once completed, and why that invoice was
 * refused only while it is Rejected; its documents only when asked for.
 */

function documentsOf(rc: RouteContext, milestone: MilestoneRecord) {
  return milestone.documentIds.map((fileId) => {
    const upload = rc.ctx.state.uploads.get(fileId);
    return {
      url: `${rc.url.origin}/_uploads/${fileId}?signature=${upload?.token ?? ''}`,
      fileName: upload?.fileName ?? `document-${fileId.slice(0, 8)}.pdf`,
    };
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

/** The milestones list. */
export const milestoneRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/persons/{personId}/milestones', access: 'any', handle: listMilestones },
];
