import { Migration } from '@mikro-orm/migrations';

/**
 * A rotated secret keeps signing beside the new one for a grace period (decision 0052); each delivery
 * keeps the first characters of its last answer for the delivery log.
 */
export class Migration20261128120000WebhooksRotationGraceAndLastAnswer extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhooks"."webhook"
      add column "previous_secret_ciphertext" text null,
      add column "previous_secret_expires_on" timestamptz null;`);
    this.addSql('alter table "webhooks"."webhook_delivery" add column "last_response_excerpt" varchar(500) null;');
    this.addSql(`update "webhooks"."webhook_delivery" d set "last_response_excerpt" = a."response_excerpt"
      from (select distinct on ("delivery_id") "delivery_id", "response_excerpt" from "webhooks"."webhook_attempt"
            order by "delivery_id", "id" desc) a
      where a."delivery_id" = d."id";`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "webhooks"."webhook_delivery" drop column "last_response_excerpt";');
    this.addSql(`alter table "webhooks"."webhook"
      drop column "previous_secret_ciphertext",
      drop column "previous_secret_expires_on";`);
  }
}
