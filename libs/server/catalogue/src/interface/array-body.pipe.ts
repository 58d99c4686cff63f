import { Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { RequestValidationException, toFieldErrors } from '@lic/server-kernel';
import { GenericMessage, type FieldError } from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';

/**
 * Validates a body that is a JSON list with the rules of the global pipe (whitelist, forbid unknown
 * properties, Spanish field errors prefixed with the item index). The global pipe skips list bodies.
 */
@Injectable()
export class ArrayBodyPipe<T extends object> implements PipeTransform<unknown, Promise<T[]>> {
  constructor(
    private readonly itemType: new () => T,
    private readonly maxItems: number,
  ) {}

  async transform(value: unknown): Promise<T[]> {
    if (!Array.isArray(value) || value.length === 0) throw invalid([{ field: 'body', message: MESSAGES.required }]);
    if (value.length > this.maxItems) throw invalid([{ field: 'body', message: `Máximo ${this.maxItems} elementos.` }]);
    const items: T[] = [];
    const errors: FieldError[] = [];
    for (const [index, plain] of value.entries()) {
      if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) {
        errors.push({ field: String(index), message: 'El campo debe ser un objeto válido.' });
        continue;
      }
      const item = plainToInstance(this.itemType, plain);
      const failures = await validate(item, {
        whitelist: true,
        forbidNonWhitelisted: true,
        forbidUnknownValues: true,
        validationError: { target: false, value: false },
      });
      errors.push(...toFieldErrors(failures, String(index)));
      items.push(item);
    }
    if (errors.length > 0) throw invalid(errors);
    return items;
  }
}

function invalid(errors: FieldError[]): RequestValidationException {
  return new RequestValidationException(
    errors.length === 1 ? `${errors[0].field}: ${errors[0].message}` : GenericMessage.VALIDATION,
    errors,
  );
}
