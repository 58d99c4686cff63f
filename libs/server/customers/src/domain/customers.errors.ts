import { BusinessRuleError, InvalidInputError, NotFoundError, type DomainErrorField } from '@lic/server-kernel';
import { GenericMessage } from '@lic/shared-api-types';

/** Customer data that breaks a rule of the company or purchase form (400 with the field errors). */
export class InvalidCustomerDataError extends InvalidInputError {
  constructor(fields: DomainErrorField[]) {
    super('CUSTOMERS.INVALID_DATA', fields.length === 1 ? `${fields[0].field}: ${fields[0].message}` : GenericMessage.VALIDATION, fields);
  }
}

export class CustomerNotFoundError extends NotFoundError {
  constructor() {
    super('CUSTOMERS.NOT_FOUND', 'No existe un cliente registrado con el tipo y número de documento indicados.');
  }
}

/** A registered document keeps its person type: a company does not become a natural person. */
export class PersonTypeChangeError extends BusinessRuleError {
  constructor() {
    super('CUSTOMERS.PERSON_TYPE_CHANGE', 'No es posible cambiar el tipo de persona de un cliente ya registrado.');
  }
}
