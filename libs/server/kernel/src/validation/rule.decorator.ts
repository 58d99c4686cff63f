import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import type { FieldRule } from '@lic/shared-rules';

/** Builds a rule's context from the object being validated (e.g. a sibling field). */
export type RuleContextOf<C> = (object: Record<string, unknown>) => C | undefined;

/**
 * Turns a field rule of @lic/shared-rules into a class-validator decorator whose error is the rule's
 * Spanish message, so that a DTO and a form fail with the same words.
 */
export function ValidateRule<C>(
  name: string,
  rule: FieldRule<C>,
  contextOf?: RuleContextOf<C>,
  options?: ValidationOptions,
): PropertyDecorator {
  const check = (value: unknown, args: ValidationArguments): string | null =>
    rule(value, contextOf?.(args.object as Record<string, unknown>));
  return (target, propertyName) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => check(value, args) === null,
        defaultMessage: (args: ValidationArguments) => check(args.value, args) ?? '',
      },
    });
  };
}

/** Applies several property decorators as one. */
export function combine(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, propertyName) => {
    for (const decorator of decorators) decorator(target, propertyName);
  };
}
