/** Descriptions of `client.auth`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'auth.exchangeJwt':
    "Signs a user in with your own identity provider: trades a JWT it issued for a one-time `redirectToken`; open the app's login page with `?redirectToken=` and the user has a session. The user must first be linked to the JWT's subject with `client.users.sub.update()`, and your issuer must be set up with the service. Refused with 400 for a token that cannot be accepted.",
};

export const models = {
  'auth.exchangeJwt#params': {
    summary: 'A JWT of your identity provider, to trade for a sign-in token.',
    fields: { jwt: 'The JWT, whose `sub` claim was linked to the user with `client.users.sub.update()`.' },
  },
  'auth.exchangeJwt#response': {
    summary: 'A one-time sign-in token.',
    fields: {
      redirectToken: "Use once, as `?redirectToken=` on the app's login page, to open the user's session.",
    },
  },
};
