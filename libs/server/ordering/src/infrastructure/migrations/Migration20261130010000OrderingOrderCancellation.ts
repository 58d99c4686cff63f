import { Migration } from '@mikro-orm/migrations';

/** "Anular orden" (decision 0066): when, who and why staff cancelled a paid order (state 11). */
export class Migration20261130010000OrderingOrderCancellation extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "ordering"."purchase_order"
         add column "cancelled_on" timestamptz null,
         add column "cancelled_by" varchar(100) null,
         add column "cancellation_reason" varchar(250) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      'alter table "ordering"."purchase_order" drop column "cancelled_on", drop column "cancelled_by", drop column "cancellation_reason";',
    );
  }
}
