import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004100CustomersSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "customers";');
    this.addSql(`create table "customers"."customer" (
      "id" uuid not null,
      "created_by" varchar(100) not null default 'system',
      "created_on" timestamptz not null,
      "modified_by" varchar(100) null,
      "modified_on" timestamptz null,
      "person_type" varchar(1) not null,
      "document_type_id" int not null,
      "document_number" varchar(15) not null,
      "check_digit" smallint null,
      "legal_name" varchar(450) null,
      "first_name" varchar(100) null,
      "last_name" varchar(100) null,
      "cellphone_number" varchar(10) not null,
      "email" varchar(100) not null,
      "full_address" varchar(300) not null,
      "address_additional_information" varchar(100) null,
      "address_lat_geocode" double precision null,
      "address_lng_geocode" double precision null,
      "department_id" int not null,
      "city_id" int not null,
      "legal_document_type_id" int null,
      "legal_document_number" varchar(15) null,
      "legal_first_name" varchar(100) null,
      "legal_last_name" varchar(100) null,
      "link_to_app" varchar(20) null,
      "contract_start_date" timestamptz null,
      "contract_end_date" timestamptz null,
      primary key ("id")
    );`);
    this.addSql(
      'alter table "customers"."customer" add constraint "customer_document_type_id_document_number_unique" unique ("document_type_id", "document_number");',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop schema if exists "customers" cascade;');
  }
}
