import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetContractBalancesQuery, type ContractLineBalance } from '@lic/server-licensing-api';

interface Row {
  contract_number: string;
  line_id: number;
  package_code: string;
  feature_code: string;
  effective_date: Date;
  expiration_date: Date;
  total: string | number;
  used: string | number;
  reserved: string | number;
  is_unlimited: boolean;
}

/**
 * The transactional (T) balances of a customer's contract lines in a service, one row per line and
 * feature, earliest first (docs/api/contracts.md "Saldos del convenio"). Contracts sums them for the
 * customer dashboard.
 */
@QueryHandler(GetContractBalancesQuery)
export class GetContractBalancesHandler implements IQueryHandler<GetContractBalancesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetContractBalancesQuery): Promise<ContractLineBalance[]> {
    const rows = await this.em.fork().execute<Row[]>(
      `select p."contract_number", g."line_id", p."package_code", b."feature_code", b."effective_date", b."expiration_date",
              b."total", b."used", "licensing"."held_units"(b) as "reserved", b."is_unlimited"
         from "licensing"."contract_grant" g
         join "licensing"."licence_plan" p on p."id" = g."plan_id"
         join "licensing"."licence_balance" b on b."plan_id" = p."id"
        where p."document_type_id" = ? and p."document_number" = ? and upper(p."service_name") = upper(?) and b."feature_category" = 'T'
        order by p."effective_date", g."contract_id", g."line_id", b."feature_id"`,
      [query.documentTypeId, query.documentNumber, query.serviceName],
    );
    return rows.map((row) => ({
      contractNumber: row.contract_number,
      lineId: Number(row.line_id),
      packageCode: row.package_code,
      serviceFeatureCode: row.feature_code,
      effectiveDate: new Date(row.effective_date),
      expirationDate: new Date(row.expiration_date),
      total: Number(row.total),
      used: Number(row.used),
      reserved: Number(row.reserved),
      isUnlimited: row.is_unlimited,
    }));
  }
}
