import { Migration } from '@mikro-orm/migrations';

// The Permiso por Protección Temporal (PPT, DIAN code 48), the identity document Colombia issues to
// Venezuelan migrants under the Estatuto Temporal de Protección, is offered wherever CE and PA are: every
// brand's allowlist. Its number is checked as the other numeric identity documents (5–15 digits).
// TI (tarjeta de identidad, DIAN 12) is deliberately not added: minors neither buy nor contract
// (docs/api/reference.md).
const PPT = { id: 14, code: 'PPT', description: 'Permiso por protección temporal', dianCode: 48, countries: ['CO'] };

export class Migration20261125090000ReferencePpt extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into "reference"."document_type" ("id", "code", "description", "dian_code", "countries")
       values (${PPT.id}, '${PPT.code}', '${PPT.description}', ${PPT.dianCode}, '${JSON.stringify(PPT.countries)}'::jsonb);`,
    );
    // Every app that offers CE offers PPT too.
    this.addSql(
      `insert into "reference"."app_document_type" ("app_name", "document_type_id")
       select "app_name", ${PPT.id} from "reference"."app_document_type" where "document_type_id" = 2;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "reference"."app_document_type" where "document_type_id" = ${PPT.id};`);
    this.addSql(`delete from "reference"."document_type" where "id" = ${PPT.id};`);
  }
}
