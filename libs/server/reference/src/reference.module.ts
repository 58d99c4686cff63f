import { Module } from '@nestjs/common';
import { AllowedEmailDomainConstraint, BLOCKED_EMAIL_DOMAINS } from '@lic/server-kernel';
import { ReferenceBlockedEmailDomainsSource } from './infrastructure/blocked-email-domains.source';
import { AddressAssistantController } from './interface/address-assistant.controller';
import { AppParametersController } from './interface/app-parameters.controller';
import { BlockedEmailDomainsController } from './interface/blocked-email-domains.controller';
import { CatalogueTypesController } from './interface/catalogue-types.controller';
import { DocumentTypesController } from './interface/document-types.controller';
import { RejectTypesController } from './interface/reject-types.controller';
import { StatesAndCitiesController } from './interface/states-and-cities.controller';
import { REFERENCE_HANDLERS } from './application/handlers';

/**
 * Brands, app parameters, document types, departments and municipalities, blocked e-mail domains and
 * the option lists of the back office. It also provides the blocked-domain source of the kernel's
 * e-mail rule, so any DTO may use IsEmailAddress({ checkBlockedDomains: true }).
 */
@Module({
  controllers: [
    AppParametersController,
    DocumentTypesController,
    StatesAndCitiesController,
    AddressAssistantController,
    CatalogueTypesController,
    RejectTypesController,
    BlockedEmailDomainsController,
  ],
  providers: [
    ...REFERENCE_HANDLERS,
    { provide: BLOCKED_EMAIL_DOMAINS, useClass: ReferenceBlockedEmailDomainsSource },
    AllowedEmailDomainConstraint,
  ],
  exports: [BLOCKED_EMAIL_DOMAINS, AllowedEmailDomainConstraint],
})
export class ReferenceModule {}
