import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@lic/shared-api-types';
import { GenericMessage } from '@lic/shared-api-types';
import { RequestValidationException } from './request-validation.exception';

/**
 * Spanish texts for class-validator's built-in constraints. Our own rule decorators
 * (libs/shared/rules through kernel/validation) already carry the specs' Spanish messages.
 */
const spanishByConstraint: Partial<Record<string, (args: string[]) => string>> = {
  isDefined: () => 'Campo obligatorio',
  isNotEmpty: () => 'Campo obligatorio',
  whitelistValidation: () => 'Este campo no está permitido.',
  unknownValue: () => 'El cuerpo de la solicitud no es válido.',
  isString: () => 'El campo debe ser texto.',
  isBoolean: () => 'El campo debe ser verdadero o falso.',
  isInt: () => 'El campo debe ser un número entero.',
  isNumber: () => 'El campo debe ser numérico.',
  isNumberString: () => 'El campo debe ser numérico.',
  isPositive: () => 'El campo debe ser mayor a cero.',
  isEmail: () => 'Debe ingresar una dirección de correo válida, mínimo 10 caracteres',
  isArray: () => 'El campo debe ser una lista.',
  isObject: () => 'El campo debe ser un objeto.',
  isUuid: () => 'El identificador no es válido.',
  isUUID: () => 'El identificador no es válido.',
  isDateString: () => 'Fecha no valida',
  isISO8601: () => 'Fecha no valida',
  isDate: () => 'Fecha no valida',
  isIn: () => 'El valor no es una opción válida.',
  isEnum: () => 'El valor no es una opción válida.',
  matches: () => 'El formato del campo no es válido.',
  maxLength: ([max]) => `Máximo ${max} caracteres.`,
  minLength: ([min]) => `Mínimo ${min} caracteres.`,
  length: () => 'La longitud del campo no es válida.',
  max: ([max]) => `El valor máximo permitido es ${max}.`,
  min: ([min]) => `El valor mínimo permitido es ${min}.`,
  arrayMinSize: ([min]) => `Debe seleccionar al menos ${min}.`,
  arrayMaxSize: ([max]) => `Máximo ${max} elementos.`,
  arrayNotEmpty: () => 'Campo obligatorio',
  nestedValidation: () => 'El campo debe ser un objeto válido.',
};

/** class-validator's own English default messages all contain one of these words. */
const englishDefault = /\b(must|should|cannot|an unknown value|property .* has failed)\b/i;

export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    for (const [constraint, text] of Object.entries(error.constraints ?? {})) {
      const translate = spanishByConstraint[constraint];
      const args = extractNumbers(text);
      const message = translate && englishDefault.test(text) ? translate(args) : text;
      out.push({ field: field || 'body', message });
    }
    if (error.children?.length) out.push(...toFieldErrors(error.children, field));
  }
  return out;
}

function extractNumbers(text: string): string[] {
  return text.match(/-?\d+(\.\d+)?/g) ?? [];
}

/** Global pipe: whitelist, forbid unknown properties, no implicit conversion, Spanish field errors. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fieldErrors = toFieldErrors(errors);
      const summary = fieldErrors.length === 1 ? `${fieldErrors[0].field}: ${fieldErrors[0].message}` : GenericMessage.VALIDATION;
      return new RequestValidationException(summary, fieldErrors);
    },
  });
}
