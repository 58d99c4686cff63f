import { Migration } from '@mikro-orm/migrations';

export class Migration20261122003100ReferenceSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "reference";');
    this.addSql(`create table "reference"."parameter" (
      "id" serial primary key,
      "app_name" varchar(30) not null,
      "parameter_type" varchar(30) not null,
      "parameter_code" varchar(100) not null,
      "parameter_value" text not null
    );`);
    this.addSql(
      'alter table "reference"."parameter" add constraint "parameter_app_name_parameter_code_unique" unique ("app_name", "parameter_code");',
    );

    this.addSql(`create table "reference"."document_type" (
      "id" int not null,
      "code" varchar(10) not null,
      "description" varchar(100) not null,
      "dian_code" int not null,
      "countries" jsonb not null,
      primary key ("id")
    );`);
    this.addSql('alter table "reference"."document_type" add constraint "document_type_code_unique" unique ("code");');

    this.addSql(`create table "reference"."app_document_type" (
      "id" serial primary key,
      "app_name" varchar(30) not null,
      "document_type_id" int not null
    );`);
    this.addSql(
      'alter table "reference"."app_document_type" add constraint "app_document_type_app_name_document_type_id_unique" unique ("app_name", "document_type_id");',
    );
    this.addSql(
      'alter table "reference"."app_document_type" add constraint "app_document_type_document_type_id_foreign" foreign key ("document_type_id") references "reference"."document_type" ("id");',
    );

    this.addSql(`create table "reference"."department" (
      "id" int not null,
      "dane_code" varchar(2) not null,
      "name" varchar(100) not null,
      primary key ("id")
    );`);
    this.addSql('alter table "reference"."department" add constraint "department_dane_code_unique" unique ("dane_code");');

    this.addSql(`create table "reference"."city" (
      "id" int not null,
      "dane_code" varchar(5) not null,
      "name" varchar(100) not null,
      "department_id" int not null,
      primary key ("id")
    );`);
    this.addSql('alter table "reference"."city" add constraint "city_dane_code_unique" unique ("dane_code");');
    this.addSql(
      'alter table "reference"."city" add constraint "city_department_id_foreign" foreign key ("department_id") references "reference"."department" ("id");',
    );

    this.addSql('create table "reference"."blocked_email_domain" ("domain" varchar(100) not null, primary key ("domain"));');
    this.addSql(`create table "reference"."reject_type" (
      "id" int not null,
      "reject_type_description" varchar(200) not null,
      primary key ("id")
    );`);
    this.addSql(`create table "reference"."service_type" (
      "id" int not null,
      "code" varchar(30) not null,
      "name" varchar(100) not null,
      primary key ("id")
    );`);
    this.addSql('alter table "reference"."service_type" add constraint "service_type_code_unique" unique ("code");');
    this.addSql(`create table "reference"."feature_category_type" (
      "code" varchar(1) not null,
      "name" varchar(100) not null,
      primary key ("code")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop schema if exists "reference" cascade;');
  }
}
