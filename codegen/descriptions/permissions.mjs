/** Descriptions of `client.permissions`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'permissions.roles.list':
    'Lists the roles an administrator can be given, each with the permissions it grants per area. Pass a role `id` as `roleId` to `client.users.admins.create()`.',
};

export const models = {
  'permissions.roles.list#response': {
    summary: 'The roles of the business.',
    fields: { data: 'The roles.' },
  },
  'workforce-management#role': {
    summary: 'A set of permissions that can be given to an administrator.',
    fields: {
      id: 'Id to pass as `roleId`.',
      name: 'Name of the role, such as `Finance Manager`.',
      operations: 'What the role may do, grouped by area.',
      roleType: 'Kind of role, such as `custom` for one the business defined.',
    },
  },
  'workforce-management#operation': {
    summary: 'The permissions of a role in one area.',
    fields: {
      resource: 'The area, such as `user`.',
      permissions: 'Each action of the area and whether the role may do it.',
    },
  },
  'workforce-management#permission': {
    summary: 'One action and whether a role may do it.',
    fields: {
      action: 'The action, such as `CAN_VIEW_USER`.',
      value: '`true` when the role may do it.',
    },
  },
};
