import type { ValidationOptions } from 'class-validator';
import { MESSAGES, requiredRule } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/** Not undefined, null, blank text or an empty list; "Campo obligatorio" unless another message is given. */
export function Required(message: string = MESSAGES.required, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('required', requiredRule, () => ({ message }), options);
}
