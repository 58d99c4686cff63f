import { Migration } from '@mikro-orm/migrations';

/**
 * Contracts ("convenios", docs/api/contracts.md): the contract with the customer as it was saved (a
 * snapshot; the customers context keeps the living record), its supervisor, its service lines, and the
 * wizard's parameter lists. A contract is never updated: no column is written after the insert.
 * Contract numbers are unique per product (service).
 */
export class Migration20261122080100ContractsSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "contracts";');
    this.addSql(`create table "contracts"."contract" (
      "id" serial primary key,
      "created_by" varchar(100) not null default 'system',
      "created_on" timestamptz not null,
      "modified_by" varchar(100) null,
      "modified_on" timestamptz null,
      "contract_number" varchar(100) not null,
      "service_id" int not null,
      "service_name" varchar(50) not null,
      "requires_supervision" boolean not null,
      "contract_start_date" timestamptz not null,
      "contract_end_date" timestamptz not null,
      "commercial_manager_id" varchar(100) not null,
      "payment_condition" int not null,
      "customer_id" uuid not null,
      "customer_person_type" varchar(1) not null,
      "customer_document_type_id" int not null,
      "customer_document_number" varchar(15) not null,
      "customer_legal_name" varchar(450) null,
      "customer_first_name" varchar(100) null,
      "customer_last_name" varchar(100) null,
      "customer_fulladdress" varchar(300) not null,
      "customer_department_id" int not null,
      "customer_city_id" int not null,
      "customer_cellphone_number" varchar(10) not null,
      "customer_email" varchar(100) not null,
      "supervisor_document_type_id" int null,
      "supervisor_document_number" varchar(15) null,
      "supervisor_first_name" varchar(100) null,
      "supervisor_last_name" varchar(100) null,
      "supervisor_fulladdress" varchar(300) null,
      "supervisor_city_id" int null,
      "supervisor_phone_number" varchar(10) null,
      "supervisor_email" varchar(100) null,
      "supervisor_job_title" varchar(100) null
    );`);
    this.addSql(
      'alter table "contracts"."contract" add constraint "contract_service_name_contract_number_unique" unique ("service_name", "contract_number");',
    );
    this.addSql(
      'create index "contract_customer_index" on "contracts"."contract" ("customer_document_type_id", "customer_document_number", "service_name");',
    );

    this.addSql(`create table "contracts"."contract_service_line" (
      "id" serial primary key,
      "contract_id" int not null,
      "package_id" int not null,
      "package_code" varchar(50) not null,
      "package_description" varchar(250) not null,
      "identifier_code" varchar(150) not null,
      "quantity" int not null,
      "is_unlimited" boolean not null,
      "validity_type_id" varchar(1) not null,
      "validity_amount" int not null,
      "reassignment_quota" int null,
      "device_type" varchar(20) null,
      "credentials_delivery_type" int null
    );`);
    this.addSql(
      'alter table "contracts"."contract_service_line" add constraint "contract_service_line_contract_id_foreign" foreign key ("contract_id") references "contracts"."contract" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "contracts"."contract_service_line" add constraint "contract_service_line_contract_id_identifier_code_unique" unique ("contract_id", "identifier_code");',
    );
    this.addSql('create index "contract_service_line_contract_id_index" on "contracts"."contract_service_line" ("contract_id");');

    this.addSql(`create table "contracts"."contract_parameter" (
      "code" varchar(60) not null,
      "value" jsonb not null,
      primary key ("code")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "contracts"."contract_parameter" cascade;');
    this.addSql('drop table if exists "contracts"."contract_service_line" cascade;');
    this.addSql('drop table if exists "contracts"."contract" cascade;');
  }
}
