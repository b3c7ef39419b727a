/** Descriptions of the money movements of `client.businesses`: balances, funding details, deposits, reserves, withdrawals and linked external accounts, written in the project's own words from the facts of the interface spec and the API documents. */
import { LINK_URLS } from './shared/links.mjs';

export const operations = {
  'businesses.balances.list':
    "Lists the business's wallet balances, one per currency, as integers in the minor unit of each currency (cents for USD, whole yen for JPY, thousandths for KWD: see `currencyExponent()`); pass `include: 'reserves'` to add the amount locked in reserves. Answers 404 for an unknown business.",
  'businesses.fundingDetails.get':
    'Lists the account details to send money to when funding the business (bank, ACH, wire, IBAN, SWIFT or crypto), optionally for one currency. Read-only; money that arrives shows up in the balances and the ledger.',
  'businesses.cryptoDepositAddresses.create':
    'Opens a stablecoin deposit address of the business on a blockchain network (USDC on ethereum, solana, arbitrum, base or polygon; USDT on ethereum, solana or tron); coins sent there fund the business. Answers 400 for an unsupported currency and network pair, or when the business already has an address for that pair.',
  'businesses.deposits.create':
    "Pulls money into the business by ACH debit from one of its linked external accounts (`businesses.externalAccounts.list()`), and answers the deposit's id; the money is added to the balance once the debit settles. Answers 400 for an invalid body and 404 for an unknown business or account.",
  'businesses.reserves.create':
    "Locks part of the business balance for a person (a security deposit, severance or notice-period pay), or releases it again, and answers the id of the money movement. Locked amounts stay in the balance's `reserves` and are not available for spending.",
  'businesses.withdrawalLink.create':
    'Creates a short-lived signed link at which a business owner can send funds from the business wallet to an outside bank account (a beneficiary) with no dashboard login. Nothing moves until the owner completes the page.',
  'businesses.externalAccounts.list':
    'Lists the bank accounts linked to the business for pulling deposits, with their status: `needs_confirmation` (waiting for micro-deposit verification), `active` or `removed`. No webhook announces that a `needs_confirmation` account became `active`: poll this list.',
  'businesses.externalAccounts.createLink':
    'Creates a hosted page link at which the business links a bank account. When the account is linked the `external-account.added` webhook follows; accounts verified by micro-deposits start `needs_confirmation`, instantly verified ones start `active`.',
  'businesses.externalAccounts.delete':
    'Removes a linked bank account; it shows as `removed` and the `external-account.removed` webhook follows. Answers 404 for an unknown account.',
};

export const models = {
  'businesses.balances.list#params': {
    summary: 'What `client.businesses.balances.list()` takes.',
    fields: { include: "Extra fields to add: `'reserves'` (the amount locked in reserves)." },
  },
  'businesses.fundingDetails.get#params': {
    summary: 'What `client.businesses.fundingDetails.get()` takes.',
    fields: { currency: 'Only details for this currency (ISO 4217).' },
  },
  'businesses.fundingDetails.get#response': {
    summary:
      'The answer of `client.businesses.fundingDetails.get()`: the ways to send money to the business.',
  },
  'workforce-management#FundingDetails': {
    summary: 'One way to send money to the business: a bank account, or a crypto address.',
    fields: {
      type: 'The rail: `ach`, `wire`, `bank` (local transfer), `iban`, `swift` or `crypto`; the fields that apply depend on it.',
      currency: 'ISO 4217 code of what the account receives.',
      accountNumber: '`ach`, `bank` and `wire`: the account number; `iban`: the IBAN.',
      routingNumber: 'The bank routing number; `ach`, `bank` and `wire` only.',
      accountType: '`Checking` or `Savings` (for `ach` and `bank`).',
      swiftCode: 'The SWIFT/BIC; `iban` and `swift` only.',
      country: 'The country of the account (for `iban`).',
      address: 'The wallet address to send coins to (for `crypto`).',
      chain: 'The blockchain network (for `crypto`).',
      cryptoType: 'The coin (for `crypto`).',
      memo: 'A memo or reference to include with the transfer (for `crypto`).',
    },
  },
  'businesses.cryptoDepositAddresses.create#params': {
    summary: 'What `client.businesses.cryptoDepositAddresses.create()` takes: the coin and the network.',
    fields: {
      currency: 'The stablecoin to receive, by its coin symbol (`USDC` or `USDT`), not an ISO 4217 code.',
      chain:
        'The network: `ethereum`, `solana`, `arbitrum`, `base` or `polygon` for USDC; `ethereum`, `solana` or `tron` for USDT.',
    },
  },
  'businesses.cryptoDepositAddresses.create#response': {
    summary: 'The answer of `client.businesses.cryptoDepositAddresses.create()`: the new deposit address.',
    fields: {
      id: 'Id of the deposit address.',
      currency: 'The coin the address receives, by its symbol (`USDC` or `USDT`), not an ISO 4217 code.',
      chain: 'The blockchain network.',
      address: 'The address to send coins to.',
    },
  },
  'businesses.deposits.create#params': {
    summary: 'What `client.businesses.deposits.create()` takes: the amount and the linked account to debit.',
    fields: {
      amount: 'How much to pull, in minor units, and its currency.',
      idempotencyKey:
        'A unique key that makes a repeated request create one deposit; the SDK makes one when none is given.',
      externalAccountId: 'The linked bank account to debit (see `businesses.externalAccounts.list()`).',
      paymentMethod: 'The rail: `ach` (a direct debit) is the only one.',
      description: 'A label shown on the ledger entry and in notification emails.',
      suppressNotification: 'Whether to skip the notification emails.',
    },
  },
  'businesses.deposits.create#response': {
    summary: 'The answer of `client.businesses.deposits.create()`: the id of the deposit.',
  },
  'businesses.reserves.create#params': {
    summary:
      'What `client.businesses.reserves.create()` takes: lock or release, what for, for whom and how much.',
    fields: {
      action: '`LOCK` sets money aside; `RELEASE` returns it to the available balance.',
      type: 'What the money is held for: `SECURITY_DEPOSIT`, `SEVERANCE` or `NOTICE_PERIOD` pay.',
      personId: 'The person the reserve is for.',
      amount: 'How much, as a decimal string in major units.',
      idempotencyKey:
        'A unique key that makes a repeated request act once; the SDK makes one when none is given.',
      description: 'Why the reserve is locked or released.',
    },
  },
  'businesses.reserves.create#response': {
    summary: 'The answer of `client.businesses.reserves.create()`.',
    fields: { disbursementId: 'The id of the money movement that locked or released the reserve.' },
  },
  'businesses.withdrawalLink.create#params': {
    summary: 'What `client.businesses.withdrawalLink.create()` takes: where to send the browser afterwards.',
    fields: LINK_URLS,
  },
  'businesses.withdrawalLink.create#response': {
    summary: 'The answer of `client.businesses.withdrawalLink.create()`.',
    fields: { url: 'The short-lived signed link to the withdrawal page.' },
  },
  'workforce-management#ExternalAccount': {
    summary: 'A bank account outside the API, linked to the business to pull deposits from.',
    fields: {
      last4: 'The last four digits of the account number.',
      status:
        '`needs_confirmation` (waiting for micro-deposit verification), `active` (usable) or `removed`.',
      hostedVerificationUrl:
        'Where to confirm the micro-deposits, while verification is pending; otherwise `null`.',
      provider: 'The service through which the account was linked.',
    },
  },
  'businesses.externalAccounts.createLink#params': {
    summary: 'What `client.businesses.externalAccounts.createLink()` takes.',
    fields: {
      ...LINK_URLS,
      mode: '`standard` (default) opens on an overview page with a button to add an account; `setup` goes straight to choosing the bank.',
    },
  },
  'businesses.externalAccounts.createLink#response': {
    summary: 'The answer of `client.businesses.externalAccounts.createLink()`.',
    fields: { url: 'The link to the hosted page.' },
  },
};
