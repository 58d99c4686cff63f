import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CompanyNameByDocument } from '@lic/shared-api-types';
import { nitCheckDigit, normalizeDocumentNumber, showsCheckDigit } from '@lic/shared-rules';
import { COMPANY_LOOKUP, type CompanyLookup } from '../../ports/company-lookup.port';
import { GetCompanyNameQuery } from './get-company-name.query';

/** The brand that never asks an outside registry (storefront.md §7). */
const NO_EXTERNAL_LOOKUP_APPS = new Set(['bemyself']);

@QueryHandler(GetCompanyNameQuery)
export class GetCompanyNameHandler implements IQueryHandler<GetCompanyNameQuery> {
  constructor(@Inject(COMPANY_LOOKUP) private readonly lookup: CompanyLookup) {}

  async execute(query: GetCompanyNameQuery): Promise<CompanyNameByDocument> {
    const documentNumber = normalizeDocumentNumber(query.documentNumber);
    const found = await this.lookup.findByDocument(query.documentTypeId, documentNumber, {
      allowExternal: !NO_EXTERNAL_LOOKUP_APPS.has(query.appName.toLowerCase()),
    });
    const dv = showsCheckDigit(query.documentTypeId, documentNumber) ? nitCheckDigit(documentNumber) : null;
    return { razonSocial: found?.name ?? null, dv, found: found !== null };
  }
}
