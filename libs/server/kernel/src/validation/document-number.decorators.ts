import type { ValidationOptions } from 'class-validator';
import { Transform } from 'class-transformer';
import { differentDocumentRule, documentNumberRule, normalizeDocumentNumber } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/**
 * Document number by the document type and person type held in sibling fields: passport (6, 10, 13)
 * alphanumeric 5–15, NIT of a legal person exactly 9 digits, other documents 5–15 digits.
 */
export function IsDocumentNumber(documentTypeIdField: string, personTypeField?: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule(
    'isDocumentNumber',
    documentNumberRule,
    (object) => ({
      documentTypeId: object[documentTypeIdField],
      personType: personTypeField === undefined ? undefined : object[personTypeField],
    }),
    options,
  );
}

/** The legal representative's document must not repeat the company's NIT held in nitField. */
export function IsDifferentDocument(nitField: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isDifferentDocument', differentDocumentRule, (object) => ({ nit: object[nitField] }), options);
}

/** Removes every space from a document number before validation (needs the pipe's transform). */
export function NormalizeDocumentNumber(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeDocumentNumber(value) : value));
}
