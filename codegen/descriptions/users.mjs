/** Descriptions of `client.users` (user accounts and administrators), written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'users.list':
    'Lists the user accounts (logins) of the business, page by page (`page` from 1, `limit` 1 to 100, 20 by default); iterate the result to walk every page. Filter by `personId` or `email`; `includeStatus` adds each account status.',
  'users.get':
    'Reads one user account by its user id, which is not the person id: the account links to its person through `personId`. An unknown id gives 404.',
  'users.invite':
    'Creates the user account of an existing person, so they can sign in, and answers with the new user id; a `user.created` webhook follows. A welcome email with a sign-up link goes out unless `suppressWelcomeEmail` is `true`. An unknown or invalid `personId` is refused with 400.',
  'users.sub.update':
    'Links a user to the subject (`sub` claim) your own identity provider puts in its tokens. After that, a JWT of yours for that subject can be exchanged through `client.auth.exchangeJwt()` to sign the user in.',
  'users.admins.create':
    'Adds an administrator to the business and answers with the new user id; `roleId` (from `client.permissions.roles.list()`) limits what they may do. A welcome email goes out unless `suppressWelcomeEmail` is `true`.',
  'users.admins.delete': 'Removes an administrator from the business by user id. An unknown id gives 404.',
};

const userFields = {
  id: 'The user id, which KYC, wallet and tax-form calls take (not the person id).',
  personId: 'The person record this account belongs to, when it belongs to one.',
  metadata: 'Your own key-value pairs, stored with the account.',
};

export const models = {
  'users.list#params': {
    summary: 'Filters and paging of `client.users.list()`.',
    fields: {
      page: 'Page number, from 1.',
      limit: 'Accounts per page, 1 to 100 (20 when omitted).',
      personId: 'Only the account of this person.',
      email: 'Only the account with this email address.',
      includeStatus: 'Adds the `status` of each account to the answer.',
    },
  },
  'workforce-management#userEntry': {
    summary: 'A user account: a login of an administrator, employee or contractor.',
    fields: {
      ...userFields,
      roleId: 'The role that limits what an administrator may do (`client.permissions.roles.list()`).',
      status: '`active` (signed up) or `invitation_sent` (invited, not signed up yet).',
    },
  },
  'users.get#response': {
    summary: 'A user account.',
    fields: { ...userFields, status: 'Where the account stands; see `UserStatus`.' },
  },
  'workforce-management#userStatus': {
    summary:
      'The status of a user account: `invitation_sent` (invited, not signed up yet) or `blocked` (access blocked); accounts in use read `active`.',
  },
  'users.invite#params': {
    summary: 'The person to create a user account for.',
    fields: {
      personId: 'The person who gets the account (`client.persons.create()`).',
      suppressWelcomeEmail: '`true` sends no welcome email; you pass the sign-up link on yourself.',
      returnLink: "`true` asks for the person's sign-up link to be returned as well.",
    },
  },
  'users.invite#response': {
    summary: 'The created user account.',
    fields: { userId: 'Id of the new user; KYC, wallet and tax-form calls take it.' },
  },
  'users.sub.update#params': {
    summary: 'The subject your identity provider gives this user.',
    fields: { tokenSub: 'The `sub` claim of the JWTs your provider issues for this user.' },
  },
  'users.admins.create#params': {
    summary: 'A new administrator of the business.',
    fields: {
      roleId: 'A role that limits what the administrator may do (`client.permissions.roles.list()`).',
      suppressWelcomeEmail: '`true` sends no welcome email.',
    },
  },
  'users.admins.create#response': {
    summary: 'The created administrator.',
    fields: { id: 'User id of the new administrator.' },
  },
};
