import { Migration } from '@mikro-orm/migrations';

// Reference data of the catalogue: package types, promo-code user types and the sales channels (no
// screen manages channels, so they are data of the release). A later change is a new migration.
const PACKAGE_TYPES = [
  { id: 1, code: 'BAS', name: 'Base' },
  { id: 2, code: 'CMB', name: 'Combo' },
  { id: 3, code: 'CMP', name: 'Complementario' },
];
const PROMOTIONAL_USER_TYPES = [
  { id: 1, typeUser: 'Todos los usuarios' },
  { id: 2, typeUser: 'Usuarios nuevos' },
  { id: 3, typeUser: 'Usuarios registrados' },
];
const CHANNELS = ['Web', 'Call center', 'Aliados', 'Fuerza de ventas'];

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

export class Migration20261122020100CatalogueReferenceData extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into "catalogue"."package_type" ("id", "package_type_code", "package_type_name") values ${PACKAGE_TYPES.map(
        (type) => `(${type.id}, ${text(type.code)}, ${text(type.name)})`,
      ).join(', ')};`,
    );
    this.addSql(
      `insert into "catalogue"."promotional_user_type" ("id", "type_user") values ${PROMOTIONAL_USER_TYPES.map(
        (type) => `(${type.id}, ${text(type.typeUser)})`,
      ).join(', ')};`,
    );
    this.addSql(
      `insert into "catalogue"."channel" ("channel_type", "idstate") values ${CHANNELS.map((name) => `(${text(name)}, 0)`).join(', ')};`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('delete from "catalogue"."channel";');
    this.addSql('delete from "catalogue"."promotional_user_type";');
    this.addSql('delete from "catalogue"."package_type";');
  }
}
