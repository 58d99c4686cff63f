import { Migration } from '@mikro-orm/migrations';

// The contract wizard offers the PPT (document type 14, reference migration
// Migration20261125090000ReferencePpt) wherever it offers CE and PA: to the customer and to the supervisor.
const PPT_VISIBILITY = { id: 14, isVisibleClient: true, isVisibleSupervisor: true };

export class Migration20261125090100ContractsPptVisibility extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "contracts"."contract_parameter"
          set "value" = "value" || '[${JSON.stringify(PPT_VISIBILITY)}]'::jsonb
        where "code" = 'documentTypeVisibility'
          and not "value" @> '[{"id": ${PPT_VISIBILITY.id}}]'::jsonb;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "contracts"."contract_parameter"
          set "value" = (select coalesce(jsonb_agg(entry), '[]'::jsonb) from jsonb_array_elements("value") entry
                          where (entry ->> 'id')::int <> ${PPT_VISIBILITY.id})
        where "code" = 'documentTypeVisibility';`,
    );
  }
}
