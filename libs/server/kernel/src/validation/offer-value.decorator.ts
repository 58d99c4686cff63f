import type { ValidationOptions } from 'class-validator';
import { offerValueRule } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/** Offer value: a percentage for PTJ, a value not above the package price for VLR (both sibling fields). */
export function IsOfferValue(offerTypeField: string, packagePriceField: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule(
    'isOfferValue',
    offerValueRule,
    (object) => ({ offerTypeCode: object[offerTypeField], packagePrice: object[packagePriceField] }),
    options,
  );
}
