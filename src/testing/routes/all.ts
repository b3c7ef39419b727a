import type { Route } from '../router.js';
import { catalogRoutes } from './catalog.js';
import { complianceRoutes } from './compliance.js';
import { controlRoutes } from './controls.js';
import { fileRoutes } from './files.js';
import { filingBatchRoutes } from './filing-batch.js';
import { identityRoutes } from './identity.js';
import { ledgerRoutes } from './ledger.js';
import { linkRoutes } from './links.js';
import { milestoneRoutes } from './milestones.js';
import { paymentRequirementRoutes } from './payment-requirements.js';
import { paymentRoutes } from './payments.js';
import { payrollRoutes } from './payrolls.js';
import { peopleRoutes } from './people.js';
import { platformRoutes } from './platform.js';
import { providerRoutes } from './providers.js';
import { requiredFieldRoutes } from './required-fields.js';
import { statutoryRoutes } from './statutory.js';
import { statutoryFieldRoutes } from './statutory-fields.js';
import { subRecordRoutes } from './sub-records.js';
import { userRoutes } from './users.js';

/** Every hand-written route; the declared operations serve the rest (declared/routes.ts). */
export const HAND_WRITTEN: readonly Route[] = [
  identityRoutes,
  peopleRoutes,
  userRoutes,
  subRecordRoutes,
  payrollRoutes,
  paymentRoutes,
  ledgerRoutes,
  fileRoutes,
  linkRoutes,
  milestoneRoutes,
  catalogRoutes,
  paymentRequirementRoutes,
  statutoryRoutes,
  complianceRoutes,
  filingBatchRoutes,
  statutoryFieldRoutes,
  providerRoutes,
  platformRoutes,
  requiredFieldRoutes,
  controlRoutes,
].flat();
