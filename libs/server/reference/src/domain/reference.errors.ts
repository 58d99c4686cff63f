import { InvalidInputError, NotFoundError } from '@lic/server-kernel';

export class UnknownAppError extends InvalidInputError {
  constructor(field: 'appName' | 'tenant') {
    const message = field === 'appName' ? 'La aplicación indicada no existe.' : 'El tenant indicado no existe.';
    super(field === 'appName' ? 'REFERENCE.UNKNOWN_APP' : 'REFERENCE.UNKNOWN_TENANT', message, [{ field, message }]);
  }
}

export class UnknownParameterTypeError extends InvalidInputError {
  constructor() {
    const message = 'El tipo de parámetro indicado no existe.';
    super('REFERENCE.UNKNOWN_PARAMETER_TYPE', message, [{ field: 'parameterType', message }]);
  }
}

export class ParameterNotFoundError extends NotFoundError {
  constructor() {
    super('REFERENCE.PARAMETER_NOT_FOUND', 'El parámetro solicitado no existe.');
  }
}
