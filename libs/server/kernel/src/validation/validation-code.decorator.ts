import type { ValidationOptions } from 'class-validator';
import { MESSAGES, validationCodeRule } from '@lic/shared-rules';
import { Required } from './required.decorator';
import { ValidateRule, combine } from './rule.decorator';

/** The e-mail verification code: always required ("Ingresa el código de validación"), exactly 6 digits. */
export function IsValidationCode(options?: ValidationOptions): PropertyDecorator {
  return combine(
    Required(MESSAGES.validationCodeRequired, options),
    ValidateRule('isValidationCode', validationCodeRule, undefined, options),
  );
}
