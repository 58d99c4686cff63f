import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetCustomerByDocumentQuery } from '@lic/server-customers';
import { FindCityQuery } from '@lic/server-reference';
import type { CustomerInformation, PersonType } from '@lic/shared-api-types';
import { GetCustomerInformationQuery } from './get-customer-information.query';

@QueryHandler(GetCustomerInformationQuery)
export class GetCustomerInformationHandler implements IQueryHandler<GetCustomerInformationQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(query: GetCustomerInformationQuery): Promise<CustomerInformation | null> {
    const customer = await this.queryBus.execute(new GetCustomerByDocumentQuery(query.documentTypeId, query.documentNumber));
    if (!customer) return null;
    const city = await this.queryBus.execute(new FindCityQuery(customer.cityId));
    return {
      personType: customer.personType as PersonType,
      documentTypeId: customer.documentTypeId,
      documentNumber: customer.documentNumber,
      dv: customer.dv,
      legalName: customer.legalName,
      firstName: customer.firstName,
      lastName: customer.lastName,
      cellphoneNumber: customer.cellphoneNumber,
      email: customer.email,
      fulladdress: customer.fulladdress,
      addressLatGeocode: customer.addressLatGeocode,
      addressLngGeocode: customer.addressLngGeocode,
      departmentId: customer.departmentId,
      departmentName: city?.departmentId === customer.departmentId ? city.departmentName : null,
      cityId: customer.cityId,
      cityName: city?.name ?? null,
      addressAdditionalInformation: customer.addressAdditionalInformation,
      legalDocumentTypeId: customer.legalDocumentTypeId,
      legalDocumentNumber: customer.legalDocumentNumber,
      legalFirstName: customer.legalFirstName,
      legalLastName: customer.legalLastName,
    };
  }
}
