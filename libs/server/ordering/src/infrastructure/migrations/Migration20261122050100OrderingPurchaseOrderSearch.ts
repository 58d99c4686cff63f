import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes of the back office's order list (docs/api/ordering.md, "Órdenes de compra (back office)"): newest
 * first, and the exact document number of the service or the billing customer (the latter only in its jsonb).
 */
export class Migration20261122050100OrderingPurchaseOrderSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index "purchase_order_registered_on_idx" on "ordering"."purchase_order" ("registered_on", "payment_reference");');
    this.addSql('create index "purchase_order_service_document_number_idx" on "ordering"."purchase_order" ("service_document_number");');
    this.addSql(
      `create index "purchase_order_billing_document_number_idx" on "ordering"."purchase_order" (("billing_customer" ->> 'documentNumber'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "ordering"."purchase_order_billing_document_number_idx";');
    this.addSql('drop index if exists "ordering"."purchase_order_service_document_number_idx";');
    this.addSql('drop index if exists "ordering"."purchase_order_registered_on_idx";');
  }
}
