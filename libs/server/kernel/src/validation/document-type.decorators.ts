import type { ValidationOptions } from 'class-validator';
import { documentTypeIdsForPerson, documentTypeRule } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/** Document types offered to the person type held in personTypeField: N 1, 2, 4, 6; J only 4. */
export function IsDocumentTypeForPerson(personTypeField: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule(
    'isDocumentTypeForPerson',
    documentTypeRule,
    (object) => ({ allowed: documentTypeIdsForPerson(String(object[personTypeField] ?? '')) }),
    options,
  );
}

/** One of the given document type ids, e.g. LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS. */
export function IsDocumentTypeIn(allowed: readonly number[], options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isDocumentTypeIn', documentTypeRule, () => ({ allowed }), options);
}
