import { Module } from '@nestjs/common';
import { AllowedEmailDomainConstraint, BLOCKED_EMAIL_DOMAINS } from '@lic/server-kernel';
import { FindCityHandler } from './application/queries/find-city/find-city.handler';
import { FindDepartmentHandler } from './application/queries/find-department/find-department.handler';
import { GetAppParametersHandler } from './application/queries/get-app-parameters/get-app-parameters.handler';
import { GetDocumentTypesHandler } from './application/queries/get-document-types/get-document-types.handler';
import { GetParameterByCodeHandler } from './application/queries/get-parameter-by-code/get-parameter-by-code.handler';
import { GetStatesAndCitiesHandler } from './application/queries/get-states-and-cities/get-states-and-cities.handler';
import { IsEmailDomainBlockedHandler } from './application/queries/is-email-domain-blocked/is-email-domain-blocked.handler';
import { ListBlockedEmailDomainsHandler } from './application/queries/list-blocked-email-domains/list-blocked-email-domains.handler';
import { ListFeatureCategoryTypesHandler } from './application/queries/list-feature-category-types/list-feature-category-types.handler';
import { ListRejectTypesHandler } from './application/queries/list-reject-types/list-reject-types.handler';
import { ListServiceTypesHandler } from './application/queries/list-service-types/list-service-types.handler';
import { ReferenceBlockedEmailDomainsSource } from './infrastructure/blocked-email-domains.source';
import { AddressAssistantController } from './interface/address-assistant.controller';
import { AppParametersController } from './interface/app-parameters.controller';
import { BlockedEmailDomainsController } from './interface/blocked-email-domains.controller';
import { CatalogueTypesController } from './interface/catalogue-types.controller';
import { DocumentTypesController } from './interface/document-types.controller';
import { RejectTypesController } from './interface/reject-types.controller';
import { StatesAndCitiesController } from './interface/states-and-cities.controller';

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
    GetAppParametersHandler,
    GetParameterByCodeHandler,
    GetDocumentTypesHandler,
    GetStatesAndCitiesHandler,
    FindCityHandler,
    FindDepartmentHandler,
    ListBlockedEmailDomainsHandler,
    IsEmailDomainBlockedHandler,
    ListRejectTypesHandler,
    ListServiceTypesHandler,
    ListFeatureCategoryTypesHandler,
    { provide: BLOCKED_EMAIL_DOMAINS, useClass: ReferenceBlockedEmailDomainsSource },
    AllowedEmailDomainConstraint,
  ],
  exports: [BLOCKED_EMAIL_DOMAINS, AllowedEmailDomainConstraint],
})
export class ReferenceModule {}
