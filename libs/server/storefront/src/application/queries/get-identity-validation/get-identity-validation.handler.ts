import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { normalizeDocumentNumber } from '@lic/shared-rules';
import { IdentityValidation } from '../../../domain/identity-validation.entity';
import { IdentityValidationCode } from '../../../domain/identity-validation.messages';
import { GetIdentityValidationQuery, type IdentityValidationView } from './get-identity-validation.query';

@QueryHandler(GetIdentityValidationQuery)
export class GetIdentityValidationHandler implements IQueryHandler<GetIdentityValidationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetIdentityValidationQuery): Promise<IdentityValidationView | null> {
    const validation = await this.em.findOne(
      IdentityValidation,
      { document: normalizeDocumentNumber(query.document), code: IdentityValidationCode.VALIDATED },
      { orderBy: { validatedOn: 'desc' } },
    );
    if (!validation) return null;
    return {
      id: validation.id,
      appName: validation.appName,
      documentType: validation.documentType,
      document: validation.document,
      email: validation.email,
      phoneNumber: validation.phoneNumber,
      packages: validation.packages,
      promotionCode: validation.promotionCode ?? null,
      validatedOn: validation.validatedOn.toISOString(),
      emailConfirmedOn: validation.emailConfirmedOn?.toISOString() ?? null,
    };
  }
}
