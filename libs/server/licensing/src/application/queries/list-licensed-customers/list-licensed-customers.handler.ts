import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LicensedCustomersPage } from '@lic/shared-api-types';
import { ListLicensedCustomersQuery } from './list-licensed-customers.query';

interface Row {
  customer_id: string;
  customer_name: string;
  document_type_id: number;
  document_number: string;
  services: string[];
  total: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(ListLicensedCustomersQuery)
export class ListLicensedCustomersHandler implements IQueryHandler<ListLicensedCustomersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ offset, limit, filter }: ListLicensedCustomersQuery): Promise<LicensedCustomersPage> {
    const text = filter.trim();
    const params: unknown[] = [];
    let where = '';
    if (text) {
      where = `where p.customer_name ilike ? or p.document_number like ?`;
      params.push(`%${escapeLike(text)}%`, `${escapeLike(text.replace(/\s+/g, ''))}%`);
    }
    // The latest name of each customer, the services it holds, and the total for the pager in one pass.
    const rows = await this.em.getConnection().execute<Row[]>(
      `select c.customer_id, c.customer_name, c.document_type_id, c.document_number, c.services, count(*) over () as total
       from (
         select p.customer_id,
                (array_agg(p.customer_name order by p.created_on desc))[1] as customer_name,
                (array_agg(p.document_type_id order by p.created_on desc))[1] as document_type_id,
                (array_agg(p.document_number order by p.created_on desc))[1] as document_number,
                array_agg(distinct p.service_name order by p.service_name) as services
         from licensing.licence_plan p
         ${where}
         group by p.customer_id
       ) c
       order by c.customer_name, c.customer_id
       offset ? limit ?`,
      [...params, offset, limit],
    );
    return {
      records: rows.map((row) => ({
        id: row.customer_id,
        name: row.customer_name,
        documentNumber: row.document_number,
        documentType: Number(row.document_type_id),
        services: row.services,
      })),
      count: rows.length > 0 ? Number(rows[0]?.total) : await this.countAll(where, params),
    };
  }

  /** The total when the page is past the end (the window count comes with rows only). */
  private async countAll(where: string, params: unknown[]): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ total: string }[]>(`select count(distinct p.customer_id) as total from licensing.licence_plan p ${where}`, params);
    return Number(row?.total ?? 0);
  }
}
