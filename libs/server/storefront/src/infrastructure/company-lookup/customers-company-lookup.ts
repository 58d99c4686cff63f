import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetCustomerByDocumentQuery } from '@lic/server-customers';
import { PERSON_TYPE } from '@lic/shared-rules';
import type { CompanyLookup, CompanyRecord } from '../../application/ports/company-lookup.port';

/**
 * The default of COMPANY_LOOKUP: the store's own customers (customers context), offline. Only legal
 * persons are answered: the look-up is anonymous, and a natural person's name by cédula is personal
 * data (Ley 1581 de 2012) that the form does not need.
 */
@Injectable()
export class CustomersCompanyLookup implements CompanyLookup {
  constructor(private readonly queryBus: QueryBus) {}

  async findByDocument(documentTypeId: number, documentNumber: string): Promise<CompanyRecord | null> {
    const customer = await this.queryBus.execute(new GetCustomerByDocumentQuery(documentTypeId, documentNumber));
    if (!customer || customer.personType !== PERSON_TYPE.LEGAL || !customer.legalName?.trim()) return null;
    return { name: customer.legalName.trim(), personType: customer.personType };
  }
}
