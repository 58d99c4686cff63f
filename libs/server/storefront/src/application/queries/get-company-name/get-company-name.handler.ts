import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CompanyNameByDocument } from '@lic/shared-api-types';
import { brandByAppName } from '@lic/server-reference';
import { nitCheckDigit, normalizeDocumentNumber, showsCheckDigit } from '@lic/shared-rules';
import { COMPANY_LOOKUP, type CompanyLookup } from '../../ports/company-lookup.port';
import { GetCompanyNameQuery } from './get-company-name.query';

@QueryHandler(GetCompanyNameQuery)
export class GetCompanyNameHandler implements IQueryHandler<GetCompanyNameQuery> {
  constructor(@Inject(COMPANY_LOOKUP) private readonly lookup: CompanyLookup) {}

  async execute(query: GetCompanyNameQuery): Promise<CompanyNameByDocument> {
    const documentNumber = normalizeDocumentNumber(query.documentNumber);
    const found = await this.lookup.findByDocument(query.documentTypeId, documentNumber, {
      // storefront.md §7: a brand without outside look-ups (bemyself) never asks the registry; other apps may.
      allowExternal: brandByAppName(query.appName)?.capabilities.externalCompanyLookup ?? true,
    });
    const dv = showsCheckDigit(query.documentTypeId, documentNumber) ? nitCheckDigit(documentNumber) : null;
    return { razonSocial: found?.name ?? null, dv, found: found !== null };
  }
}
