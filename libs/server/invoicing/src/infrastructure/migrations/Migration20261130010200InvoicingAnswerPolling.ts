import { Migration } from '@mikro-orm/migrations';

/** DIAN's answer to a test-set delivery, asked by the polling job with backoff and a limit (decision 0067). */
export class Migration20261130010200InvoicingAnswerPolling extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "invoicing"."electronic_document"
         add column "answer_polls" int not null default 0,
         add column "next_poll_on" timestamptz null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "invoicing"."electronic_document" drop column "answer_polls", drop column "next_poll_on";');
  }
}
