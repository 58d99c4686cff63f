import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Who may use a promo code: 1 every customer, 2 only a customer buying for the first time, 3 only a
 * registered customer. Codes for types 2 and 3 always take 100 % off (backoffice-catalogue.md §4).
 */
export const PROMOTIONAL_USER_TYPES = [
  { id: 1, typeUser: 'Todos los usuarios' },
  { id: 2, typeUser: 'Usuarios nuevos' },
  { id: 3, typeUser: 'Usuarios registrados' },
] as const;
export const FULL_DISCOUNT_USER_TYPE_IDS: readonly number[] = [2, 3];

@Entity({ schema: 'catalogue', tableName: 'promotional_user_type' })
export class PromotionalUserType {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 50 })
  typeUser!: string;
}
