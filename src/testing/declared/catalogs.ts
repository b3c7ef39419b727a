import type { SeededRandom } from '../random.js';
import type { Wire } from './wire.js';

/*
 * The catalogs every business shares that the simulator writes by hand rather than draws, so each entry reads as
 * one thing: a role is named after what it may do and lists those permissions, a tax location lists its own
 * regions, a tax field is one input of the tax calculation with a type, a default and values that fit it.
 */

type Permission = readonly [resource: string, description: string, actions: readonly string[]];

const VIEW_USERS: Permission = ['user', 'Operations related to user management', ['CAN_VIEW_USER']];
const MANAGE_USERS: Permission = [
  'user',
  'Operations related to user management',
  ['CAN_VIEW_USER', 'CAN_INVITE_USER', 'CAN_EDIT_USER'],
];
const PAYROLL: Permission = [
  'payroll',
  'Operations related to running payroll',
  ['CAN_VIEW_PAYROLL', 'CAN_CREATE_PAYROLL', 'CAN_APPROVE_PAYROLL'],
];
const VIEW_PAYROLL: Permission = ['payroll', 'Operations related to running payroll', ['CAN_VIEW_PAYROLL']];
const FUNDS: Permission = [
  'wallet',
  'Operations related to balances and funding',
  ['CAN_VIEW_BALANCE', 'CAN_DEPOSIT_FUNDS'],
];

/** The roles of `GET /v1/permissions/roles`: a name, what it is for, and the permissions it grants. */
const ROLES: readonly { name: string; description: string; grants: readonly Permission[] }[] = [
  {
    name: 'Finance Manager',
    description: 'Runs and approves payroll and funds the business wallets',
    grants: [VIEW_USERS, PAYROLL, FUNDS],
  },
  {
    name: 'People Admin',
    description: 'Invites and manages the people of the business',
    grants: [MANAGE_USERS, VIEW_PAYROLL],
  },
  {
    name: 'Viewer',
    description: 'Reads people and payrolls without changing them',
    grants: [VIEW_USERS, VIEW_PAYROLL],
  },
];

/**
 * The roles catalog, with ids from `random`.
 * @throws never.
 * @example
 * ```ts
 * rolesCatalog(random).data[0].name; // 'Finance Manager'
 * ```
 */
export function rolesCatalog(random: SeededRandom): Wire {
  return {
    data: ROLES.map((role) => ({
      id: random.uuid(),
      name: role.name,
      description: role.description,
      roleType: 'custom',
      operations: role.grants.map(([resource, description, actions]) => ({
        resource,
        description,
        permissions: actions.map((action) => ({ action, value: true })),
      })),
    })),
  };
}

/** The countries `GET /v1/tax/locations` lists, each with its own first-level regions. */
const LOCATIONS: readonly [name: string, code: string, regions: readonly [string, string][]][] = [
  [
    'Australia',
    'AU',
    [
      ['New South Wales', 'NSW'],
      ['Victoria', 'VIC'],
      ['Queensland', 'QLD'],
    ],
  ],
  [
    'United States',
    'US',
    [
      ['California', 'CA'],
      ['New York', 'NY'],
      ['Texas', 'TX'],
    ],
  ],
  [
    'Mexico',
    'MX',
    [
      ['Ciudad de México', 'CMX'],
      ['Jalisco', 'JAL'],
      ['Nuevo León', 'NLE'],
    ],
  ],
  [
    'Brazil',
    'BR',
    [
      ['São Paulo', 'SP'],
      ['Rio de Janeiro', 'RJ'],
    ],
  ],
  [
    'Philippines',
    'PH',
    [
      ['Metro Manila', 'NCR'],
      ['Cebu', 'CEB'],
    ],
  ],
];

/**
 * The tax locations catalog.
 * @throws never.
 * @example
 * ```ts
 * taxLocationsCatalog().data[0]; // { name: 'Australia', code: 'AU', regions: [...] }
 * ```
 */
export function taxLocationsCatalog(): Wire {
  return {
    data: LOCATIONS.map(([name, code, regions]) => ({
      name,
      code,
      regions: regions.map(([region, regionCode]) => ({ name: region, code: regionCode })),
    })),
  };
}

/**
 * The inputs of the tax calculation `GET /v1/tax/fields` lists (the same for every country in the simulator).
 * @throws never.
 * @example
 * ```ts
 * taxFieldsCatalog().data[0].name; // 'maritalStatus'
 * ```
 */
export function taxFieldsCatalog(): Wire {
  return {
    data: [
      {
        name: 'maritalStatus',
        required: true,
        type: 'string',
        enum: ['single', 'married', 'divorced', 'widowed'],
        description: 'Marital status, which decides the deductions the worker may claim',
      },
      {
        name: 'numberOfDependents',
        required: false,
        type: 'number',
        default: 0,
        description: 'How many dependents the worker claims relief for',
      },
      {
        name: 'isResident',
        required: false,
        type: 'boolean',
        default: true,
        description: 'Whether the worker is resident for tax purposes',
      },
    ],
  };
}

/**
 * The hand-written catalogs, by the path that reads them.
 * @throws never.
 * @example
 * ```ts
 * handWrittenCatalogs(random)['/v1/tax/locations'];
 * ```
 */
export function handWrittenCatalogs(random: SeededRandom): Readonly<Record<string, Wire>> {
  return {
    '/v1/permissions/roles': rolesCatalog(random),
    '/v1/tax/locations': taxLocationsCatalog(),
    '/v1/tax/fields': taxFieldsCatalog(),
  };
}
