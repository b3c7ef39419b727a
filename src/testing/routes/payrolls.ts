import {
  createPayrollFrom,
  payrollDetail,
  payrollSummary,
  savePayrollFrom,
} from '../declared/collection-payrolls.js';
import { approvePayroll } from '../machines/payrolls.js';
import { NO_CONTENT, ownRecord } from '../request-scope.js';
import type { Route } from '../router.js';
import { declaredParams } from './declared.js';

/*
 * The payroll routes, but delete (served from its declaration through the payroll entity). A list item and a
 * read of the same payroll answer the same fields with the same values; create answers only the new id; save
 * answers 204, or 200 with the FX rates it captured when asked (`includeFxRates=true`).
 */

/** Payroll list, create, read, save and approval. */
export const payrollRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/payrolls',
    access: 'business',
    handle: (rc) => {
      const own = [...rc.ctx.state.payrolls.values()].filter(
        (p) => p.businessId === rc.principal.business.id,
      );
      return { status: 200, body: { data: own.map(payrollSummary) } };
    },
  },
  {
    method: 'POST',
    path: '/v1/payrolls',
    access: 'business',
    handle: (rc) => {
      const payroll = createPayrollFrom(rc, declaredParams(rc, 'payrolls.create', 'own-rules'));
      return { status: 200, body: { payrollId: payroll.payrollId } };
    },
  },
  {
    method: 'GET',
    path: '/v1/payrolls/{payrollId}',
    access: 'business',
    handle: (rc) => ({
      status: 200,
      body: payrollDetail(ownRecord(rc, rc.ctx.state.payrolls, rc.params.payrollId ?? '', 'payroll')),
    }),
  },
  {
    method: 'POST',
    path: '/v1/payrolls/{payrollId}/save',
    access: 'business',
    handle: (rc) => {
      const payroll = ownRecord(rc, rc.ctx.state.payrolls, rc.params.payrollId ?? '', 'payroll');
      const params = declaredParams(rc, 'payrolls.save', 'own-rules');
      savePayrollFrom(rc, payroll.payrollId, params);
      // Entries are funded in their own currency: no conversion, so no rate was captured.
      return params.includeFxRates === true ? { status: 200, body: { fxRates: {} } } : NO_CONTENT;
    },
  },
  {
    method: 'POST',
    path: '/v1/payrolls/{payrollId}/approve',
    access: 'business',
    handle: (rc) => {
      const payroll = ownRecord(rc, rc.ctx.state.payrolls, rc.params.payrollId ?? '', 'payroll');
      approvePayroll(rc.ctx, payroll.payrollId);
      return NO_CONTENT;
    },
  },
];
