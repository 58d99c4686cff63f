import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetConsumptionMovementsQuery, type ConsumptionMovement } from '@lic/server-licensing-api';

interface Row {
  event_id: string;
  app_name: string;
  feature_code: string;
  quantity: number;
  occurred_at: Date;
}

/** The accepted consumption events of a customer's feature in a service between two instants, newest first (the "Movimientos" page). */
@QueryHandler(GetConsumptionMovementsQuery)
export class GetConsumptionMovementsHandler implements IQueryHandler<GetConsumptionMovementsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetConsumptionMovementsQuery): Promise<ConsumptionMovement[]> {
    const rows = await this.em.fork().execute<Row[]>(
      `select "event_id", "app_name", "feature_code", "quantity", "occurred_at"
         from "licensing"."consumption_event"
        where "document_type_id" = ? and "document_number" = ? and upper("service_name") = upper(?) and "feature_code" = ?
          and "occurred_at" >= ? and "occurred_at" < ?
        order by "occurred_at" desc, "id" desc
        limit ?`,
      [query.documentTypeId, query.documentNumber, query.serviceName, query.featureCode, query.from, query.to, query.limit],
    );
    return rows.map((row) => ({
      eventId: row.event_id,
      appName: row.app_name,
      featureCode: row.feature_code,
      quantity: Number(row.quantity),
      occurredAt: new Date(row.occurred_at),
    }));
  }
}
