import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPlansConsumedBeforeContractQuery, type PlanConsumedFirst } from '@lic/server-licensing-api';

interface Row {
  package_name: string;
  expiration_date: Date;
  total: string | number;
  used: string | number;
  reserved: string | number;
  is_unlimited: boolean;
}

/**
 * Store plans whose balance of a feature consumption takes before a contract's (decision 0020): the same candidates
 * as consume_event (customer, service, feature; active; not suspended) that are not contract grants, have
 * balance left and expire before the contract balance. The dashboard "Productos adquiridos" says so.
 */
@QueryHandler(GetPlansConsumedBeforeContractQuery)
export class GetPlansConsumedBeforeContractHandler implements IQueryHandler<GetPlansConsumedBeforeContractQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetPlansConsumedBeforeContractQuery): Promise<PlanConsumedFirst[]> {
    const rows = await this.em.fork().execute<Row[]>(
      `select p."package_name", b."expiration_date", b."total", b."used", "licensing"."held_units"(b) as "reserved", b."is_unlimited"
         from "licensing"."licence_balance" b
         join "licensing"."licence_plan" p on p."id" = b."plan_id"
        where b."document_type_id" = ? and b."document_number" = ? and upper(b."service_name") = upper(?) and b."feature_code" = ?
          and b."effective_date" <= now() and b."expiration_date" > now() and b."suspended_on" is null
          and (b."is_unlimited" or b."used" + "licensing"."held_units"(b) < b."total")
          and b."expiration_date" < ?
          and not exists (select 1 from "licensing"."contract_grant" g where g."plan_id" = p."id")
        order by b."expiration_date", b."id"`,
      [query.documentTypeId, query.documentNumber, query.serviceName, query.featureCode, query.contractExpiration],
    );
    return rows.map((row) => ({
      packageName: row.package_name,
      expirationDate: new Date(row.expiration_date),
      available: row.is_unlimited ? 0 : Number(row.total) - Number(row.used) - Number(row.reserved),
      isUnlimited: row.is_unlimited,
    }));
  }
}
