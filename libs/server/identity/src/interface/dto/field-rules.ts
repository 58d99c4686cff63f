import { ValidateRule } from '@lic/server-kernel';
import { brandByAppName } from '@lic/server-reference';
import { IdentityMessage } from '../../domain/identity.errors';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Text when given (Required reports a missing value), so a number or an object never reaches a handler. */
export function IsText(): PropertyDecorator {
  return ValidateRule('isText', (value) => (isBlank(value) || typeof value === 'string' ? null : 'El campo debe ser texto.'));
}

/** The app name of one of the suite's brands (design.md §7), in any case. */
export function IsKnownApp(): PropertyDecorator {
  return ValidateRule('isKnownApp', (value) =>
    isBlank(value) || (typeof value === 'string' && brandByAppName(value.trim())) ? null : IdentityMessage.UNKNOWN_APP,
  );
}
