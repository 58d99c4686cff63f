import type { MigrationObject } from '@mikro-orm/core';
import { AppDocumentType } from './domain/app-document-type.entity';
import { BlockedEmailDomain } from './domain/blocked-email-domain.entity';
import { City } from './domain/city.entity';
import { Department } from './domain/department.entity';
import { DocumentType } from './domain/document-type.entity';
import { FeatureCategoryType } from './domain/feature-category-type.entity';
import { Parameter } from './domain/parameter.entity';
import { RejectType } from './domain/reject-type.entity';
import { ServiceType } from './domain/service-type.entity';
import { Migration20261122003100ReferenceSchema } from './infrastructure/migrations/Migration20261122003100ReferenceSchema';
import { Migration20261122003200ReferenceDivipola } from './infrastructure/migrations/Migration20261122003200ReferenceDivipola';
import { Migration20261122003300ReferenceData } from './infrastructure/migrations/Migration20261122003300ReferenceData';
import { Migration20261125090000ReferencePpt } from './infrastructure/migrations/Migration20261125090000ReferencePpt';

export * from './domain/brand';
// The store's mails in a brand's name (ordering, licensing).
export { brandedMail, type BrandedMailContent } from './domain/branded-mail';
export { ReferenceModule } from './reference.module';
export { ReferenceDemoSeeder, DEMO_LANDING_PAGE, DEMO_LANDING_PAGE_APPS } from './infrastructure/seeders/reference-demo.seeder';

export { PARAMETER_TYPES, type ParameterType } from './domain/parameter-type';
export { readParameterValue, type ParameterValue, type ParameterValueType } from './domain/parameter-value';
export { ADDRESS_ASSISTANT_LISTS, type AddressAssistantLists, type AddressOption } from './domain/address-assistant';
export type { ParameterView } from './domain/parameter.view';
export { GetAppParametersQuery } from './application/queries/get-app-parameters/get-app-parameters.query';
export { GetParameterByCodeQuery } from './application/queries/get-parameter-by-code/get-parameter-by-code.query';
export { GetDocumentTypesQuery, type DocumentTypeView } from './application/queries/get-document-types/get-document-types.query';
export {
  GetStatesAndCitiesQuery,
  type DepartmentView,
  type CityView,
} from './application/queries/get-states-and-cities/get-states-and-cities.query';
export { FindCityQuery, type CityWithDepartmentView } from './application/queries/find-city/find-city.query';
export { FindDepartmentQuery, type DepartmentSummaryView } from './application/queries/find-department/find-department.query';
export { ListBlockedEmailDomainsQuery } from './application/queries/list-blocked-email-domains/list-blocked-email-domains.query';
export { IsEmailDomainBlockedQuery } from './application/queries/is-email-domain-blocked/is-email-domain-blocked.query';
export { ListRejectTypesQuery, type RejectTypeView } from './application/queries/list-reject-types/list-reject-types.query';
export { ListServiceTypesQuery, type ServiceTypeView } from './application/queries/list-service-types/list-service-types.query';
export {
  ListFeatureCategoryTypesQuery,
  type FeatureCategoryTypeView,
} from './application/queries/list-feature-category-types/list-feature-category-types.query';

export const referenceEntities = [
  Parameter,
  DocumentType,
  AppDocumentType,
  Department,
  City,
  BlockedEmailDomain,
  RejectType,
  ServiceType,
  FeatureCategoryType,
];

export const referenceMigrations: MigrationObject[] = [
  { name: 'Migration20261122003100ReferenceSchema', class: Migration20261122003100ReferenceSchema },
  { name: 'Migration20261122003200ReferenceDivipola', class: Migration20261122003200ReferenceDivipola },
  { name: 'Migration20261122003300ReferenceData', class: Migration20261122003300ReferenceData },
  { name: 'Migration20261125090000ReferencePpt', class: Migration20261125090000ReferencePpt },
];
