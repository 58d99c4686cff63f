/** idstate of every catalogue record: 0 active, 1 inactive (backoffice-catalogue.md §4). */
export const EntityState = { ACTIVE: 0, INACTIVE: 1 } as const;
export type EntityState = (typeof EntityState)[keyof typeof EntityState];
