import { FindCityHandler } from './queries/find-city/find-city.handler';
import { FindDepartmentHandler } from './queries/find-department/find-department.handler';
import { GetAppParametersHandler } from './queries/get-app-parameters/get-app-parameters.handler';
import { GetDocumentTypesHandler } from './queries/get-document-types/get-document-types.handler';
import { GetParameterByCodeHandler } from './queries/get-parameter-by-code/get-parameter-by-code.handler';
import { GetStatesAndCitiesHandler } from './queries/get-states-and-cities/get-states-and-cities.handler';
import { IsEmailDomainBlockedHandler } from './queries/is-email-domain-blocked/is-email-domain-blocked.handler';
import { ListBlockedEmailDomainsHandler } from './queries/list-blocked-email-domains/list-blocked-email-domains.handler';
import { ListFeatureCategoryTypesHandler } from './queries/list-feature-category-types/list-feature-category-types.handler';
import { ListRejectTypesHandler } from './queries/list-reject-types/list-reject-types.handler';
import { ListServiceTypesHandler } from './queries/list-service-types/list-service-types.handler';

/** The command, query and event handlers of the reference context, registered by its module. */
export const REFERENCE_HANDLERS = [
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
];
