import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadReplicas } from '@lic/server-kernel';
import type { ReportFeatureOption } from '@lic/shared-api-types';
import { ListReportFeaturesQuery } from './list-report-features.query';
import { sql } from '../../../infrastructure/reports/report-sql';

@QueryHandler(ListReportFeaturesQuery)
export class ListReportFeaturesHandler implements IQueryHandler<ListReportFeaturesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly replicas: ReadReplicas,
  ) {}

  async execute({ customer }: ListReportFeaturesQuery): Promise<ReportFeatureOption[]> {
    const byCustomer = customer === null ? '' : 'and "document_type_id" = ? and "document_number" = ?';
    const rows = await sql<{ service_name: string; feature_code: string; feature_name: string }>(
      this.em.fork(),
      `select distinct on ("service_name", "feature_code") "service_name", "feature_code", "feature_name"
         from "licensing"."licence_balance"
        where "feature_category" = 'T' ${byCustomer}
        order by "service_name", "feature_code", "id" desc`,
      customer === null ? [] : [customer.documentType, customer.documentNumber],
      await this.replicas.connectionType(),
    );
    return rows.map((row) => ({ serviceName: row.service_name, featureCode: row.feature_code, featureName: row.feature_name }));
  }
}
