import { Injectable } from '@nestjs/common';
import { customerKey } from '../entitlements/entitlement-cache';
import { ConsumptionDatabase } from './consumption-database';

export interface CompanyDocument {
  documentType: number;
  documentNumber: string;
}

/**
 * Tells an unknown company from an unknown feature after the ledger refused events as UNKNOWN_FEATURE
 * (decision 0053): a company that holds no balance of the service in force is LICENSING.UNKNOWN_COMPANY.
 * One indexed read, only on that refusal path.
 */
@Injectable()
export class CompanyLicences {
  constructor(private readonly database: ConsumptionDatabase) {}

  /** The customer keys (customerKey) of the companies that hold a balance of the service in force. */
  async holding(serviceName: string, companies: readonly CompanyDocument[]): Promise<Set<string>> {
    if (companies.length === 0) return new Set();
    const { rows } = await this.database.query<{ document_type_id: number; document_number: string }>(
      `select distinct b.document_type_id, b.document_number
         from licensing.licence_balance b
         join unnest($2::int[], $3::text[]) as c(document_type_id, document_number)
           on b.document_type_id = c.document_type_id and b.document_number = c.document_number
        where b.service_name = $1 and b.effective_date <= now() and b.expiration_date > now()`,
      [serviceName, companies.map((c) => c.documentType), companies.map((c) => c.documentNumber)],
      'licensing.company_licences',
    );
    return new Set(rows.map((row) => customerKey(row.document_type_id, row.document_number)));
  }
}
