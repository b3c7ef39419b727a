/** Descriptions of `client.platform`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'platform.businesses.list':
    'Pages through the businesses created under the platform, with their status and tenant key; `idempotencyKey` finds the business a given create request made. Needs a Platform token.',
  'platform.businesses.create':
    'Creates a business under the platform, with its first admin, and answers its id and the tenant key that selects it (`X-MultiTenantKey`, or `client.withTenant()`); the admin gets a welcome email unless suppressed. A repeated request with the same `idempotencyKey` creates no second business. The new business may have to pass KYB before it can move money (`requiresKYB`); answers 400 for an invalid body.',
  'platform.disbursements.list':
    'Pages through the money movements of every business under the platform (payroll, payouts, deposits, fees, transfers…), filtered by business, currency, dates (the last 7 days by default), type and status, for reconciliation. By default a payroll run shows as one `PAYROLL_TOTAL` line; name types in `type` to get the separate legs.',
  'platform.disbursements.get':
    'Reads one money movement: amounts before and after fees and conversion, the rail and account it went to, and its status. Answers 404 for an unknown id.',
  'platform.transfers.create':
    'Moves money at once and without fee between businesses of the platform (main to child, child to child, child to main), in one currency; the source is the main business unless `sourceTenantKey` is given. There is no read call: find the transfer among `platform.disbursements.list()` rows of type `TRANSFER` by its id or `reference`. Answers 403 when the calling business is not a platform, 400 for a conversion, the same source and destination, or an invalid body.',
};

const DECIMAL = {
  value: 'The amount in major units, as a decimal string.',
  currency: 'ISO 4217 code.',
};
const REVENUE_SHARE = {
  amount: 'What the platform earns.',
  rate: 'The rate the share was computed with.',
};
const DISBURSEMENT_STATUS =
  'Progress of the movement: `INITIATED`, `ROUTED` and `PROCESSING` while under way, then `SUCCESS` (delivered) or `FAILED`.';

export const models = {
  'platform.businesses.list#params': {
    summary: 'What `client.platform.businesses.list()` takes: optional filter and paging.',
    fields: {
      idempotencyKey: 'Only the business created with this idempotency key.',
      next: 'Resume after this cursor; the iterator passes it for you.',
      previous: 'Go back before this cursor.',
      limit: 'Businesses per page, up to 100 (20 by default).',
    },
  },
  'workforce-management#businessMinimalDetailsEntry': {
    summary: 'A business under the platform, in short.',
    fields: {
      shortName: 'A short display name.',
      status: '`pending_verification` until its KYB is approved, then `ACTIVE`; `CLOSED` once shut down.',
      tenantKey:
        'The key that selects this business in requests (`X-MultiTenantKey`, or `client.withTenant()`).',
      country: 'ISO 3166-1 alpha-2 code of its country.',
      requiresKYB: 'Whether it must pass KYB before it can make payments.',
      admin: 'Its first admin.',
      createdTimestamp: 'When it was created, in Unix seconds.',
      idempotencyKey: 'The idempotency key of the request that created it.',
    },
  },
  'platform.businesses.create#params': {
    summary: 'What `client.platform.businesses.create()` takes: the business and its first admin.',
    fields: {
      businessName: 'The legal name of the business.',
      businessShortName: 'A short display name.',
      adminFirstName: 'First name of the first admin.',
      adminLastName: 'Last name of the first admin.',
      address: 'The registered address of the business.',
      adminEmail: 'Email of the first admin, who receives the welcome email.',
      suppressWelcomeEmail: 'Whether to skip the welcome email to the admin.',
      registrationId: 'The registration number of the business.',
      idempotencyKey:
        'A unique key that makes a repeated request create one business; the SDK makes one when none is given.',
      country: 'ISO 3166-1 alpha-2 code of the country of the business.',
      adminPhoneNumber: 'Phone number of the first admin.',
    },
  },
  'platform.businesses.create#response': {
    summary: 'The answer of `client.platform.businesses.create()`: the new business and its tenant key.',
    fields: {
      tenantKey:
        'The key that selects the new business in later requests (`X-MultiTenantKey`, or `client.withTenant()`).',
    },
  },
  'platform.disbursements.list#params': {
    summary: 'What `client.platform.disbursements.list()` takes: optional filters and paging.',
    fields: {
      businessId:
        'Only movements this business sent or received (narrower than a tenant, which covers all of its rows).',
      currency: 'Only movements in this currency, on either the paid or the received side.',
      startDate: 'From this date (ISO 8601); 7 days ago by default.',
      endDate: 'Until this date (ISO 8601); now by default.',
      type: 'Only these types, comma-separated (such as `PAYROLL,TRANSFER`); naming a type also returns payroll legs separately instead of one `PAYROLL_TOTAL` line.',
      status: 'Only movements in this status.',
      includeRevenueShare:
        'Whether to add what the platform earned on each movement (the `…RevenueShare` fields).',
      limit: 'Movements per page, up to 100 (50 by default).',
      next: 'Resume after this cursor; the iterator passes it for you.',
      previous: 'Go back before this cursor.',
    },
  },
  'workforce-management#PlatformDisbursement': {
    summary:
      'A money movement of a business under the platform, with its amounts, fees, conversion and rail.',
    fields: {
      tenantKey: 'The business it belongs to.',
      status: DISBURSEMENT_STATUS,
      referenceId:
        'A reference shared by related movements (every payment of one payroll run has the same one).',
      type: 'What moved the money: `PAYROLL_TOTAL` (a whole run), `PAYROLL` (one worker), `PAYROLL_FEE`, `PAYROLL_REVERSAL`, `DEPOSIT`, `DEPOSIT_REVERSAL`, `VENDOR`, `PAYOUT`, `REIMBURSEMENT`, `STATUTORY_DEPOSIT`, `SUBSCRIPTION_PAYMENT`, `REVENUE_SHARE_PAYOUT`, card fees, stock trades or `INTEREST`.',
      fxRate: 'The exchange rate, on a movement between currencies only.',
      paymentMethod: 'The rail the money went by: `bank`, `momo`, `wallet`, `ach`, `card` or `proxy`.',
      paymentDetails: 'The account the money went to.',
      userId: 'The wallet user, when the money went to a wallet.',
      personId: 'The worker, on payroll movements only.',
      userName: 'The name of the recipient.',
      amount: 'What the recipient gets, in their currency.',
      ...Object.fromEntries(Object.entries(DECIMAL).map(([k, v]) => [`amount.${k}`, v])),
      sourceAmount: 'What it cost in the sending currency, before fees.',
      ...Object.fromEntries(Object.entries(DECIMAL).map(([k, v]) => [`sourceAmount.${k}`, v])),
      feeAmount: 'The fees, in the sending currency.',
      ...Object.fromEntries(Object.entries(DECIMAL).map(([k, v]) => [`feeAmount.${k}`, v])),
      totalAmount: 'What was taken from the sender: the source amount plus fees.',
      ...Object.fromEntries(Object.entries(DECIMAL).map(([k, v]) => [`totalAmount.${k}`, v])),
      fxRevenueShare: 'What the platform earned on the exchange rate, when it applies.',
      ...Object.fromEntries(Object.entries(REVENUE_SHARE).map(([k, v]) => [`fxRevenueShare.${k}`, v])),
      feeRevenueShare: 'What the platform earned on the fees, when it applies.',
      ...Object.fromEntries(Object.entries(REVENUE_SHARE).map(([k, v]) => [`feeRevenueShare.${k}`, v])),
      totalRevenueShare: 'Both revenue shares together.',
      ...Object.fromEntries(Object.entries(DECIMAL).map(([k, v]) => [`totalRevenueShare.${k}`, v])),
      estimatedDelivery: 'When the money should reach the recipient.',
      externalReference: 'A reference from outside the API, when there is one.',
      createdTimestamp: 'When it was created.',
      lastUpdatedTimestamp: 'When it last changed.',
    },
  },
  'workforce-management#paymentMethods': {
    summary: 'Where a payment goes: the method to use and the account details for it.',
    fields: {
      preferredMethod:
        'The method to use: `momo`, `bank`, `swift`, `ach`, `wallet` or `wire`; its details are in the field of the same name.',
      momo: 'Mobile-money account details.',
      bank: 'Local bank account details.',
      swift: 'International (SWIFT) account details.',
      ach: 'US ACH account details.',
      wallet: 'A wallet held with the API.',
      wire: 'US wire account details.',
    },
  },
  'platform.transfers.create#params': {
    summary:
      'What `client.platform.transfers.create()` takes: from which business, to which, how much and your reference.',
    fields: {
      sourceTenantKey: 'The business the money leaves; the main business when left out.',
      destinationTenantKey: 'The business the money goes to; not the source.',
      amount: 'How much, in minor units, and the currency (the same on both sides).',
      'amount.amount': 'The value in minor units, an integer (`1234` is 12.34 USD).',
      'amount.currency': 'ISO 4217 code; both businesses move this currency, with no conversion.',
      reference: 'Your own reference, kept on the transfer so it can be found later.',
    },
  },
  'platform.transfers.create#response': {
    summary: 'The answer of `client.platform.transfers.create()`: the id of the transfer.',
  },
};
