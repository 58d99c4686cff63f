import { BusinessRuleError, InvalidInputError, PayloadTooLargeError, type DomainErrorField } from '@lic/server-kernel';
import { ErrorCode, GenericMessage } from '@lic/shared-api-types';

/** A §5 rule broken by the input (400 with field errors), checked in the domain whatever the client sends. */
export class CatalogueInputError extends InvalidInputError {
  constructor(fields: DomainErrorField[]) {
    super('CATALOGUE.INVALID_INPUT', fields.length === 1 ? `${fields[0].field}: ${fields[0].message}` : GenericMessage.VALIDATION, fields);
  }
}

/** A business rule of the catalogue refused the request (422); `fields` says which input caused it. */
export class CatalogueRuleError extends BusinessRuleError {
  constructor(code: string, message: string, fields: DomainErrorField[] = []) {
    super(code, message);
    this.fields.push(...fields);
  }
}

/** Collects field errors and throws them together, so one answer lists every broken rule. */
export class FieldErrors {
  private readonly list: DomainErrorField[] = [];

  add(field: string, message: string | null | undefined): void {
    if (message && !this.list.some((e) => e.field === field)) this.list.push({ field, message });
  }

  has(field: string): boolean {
    return this.list.some((e) => e.field === field);
  }

  get all(): readonly DomainErrorField[] {
    return this.list;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new CatalogueInputError([...this.list]);
  }
}

/** An offer image above 2 MB: 413 with the spec's size message (decision 0013). */
export class OfferImageTooLargeError extends PayloadTooLargeError {
  constructor(message: string) {
    super(ErrorCode.PAYLOAD_TOO_LARGE, message, [{ field: 'Image', message }]);
  }
}
