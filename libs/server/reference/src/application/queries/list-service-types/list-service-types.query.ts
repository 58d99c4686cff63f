import { Query } from '@nestjs/cqrs';

export interface ServiceTypeView {
  id: number;
  code: string;
  name: string;
}

/** The service types of the suite (Facturación electrónica, Nómina electrónica...). */
export class ListServiceTypesQuery extends Query<ServiceTypeView[]> {}
