import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@lic/shared-rules';
import { PaymentFormUserRequestDto } from './payment-form.request.dto';

async function maxLengthBroken(field: string, length: number): Promise<boolean> {
  const errors = await validate(plainToInstance(PaymentFormUserRequestDto, { [field]: 'x'.repeat(length) }));
  return Object.keys(errors.find((error) => error.property === field)?.constraints ?? {}).includes('maxLength');
}

describe('the buyer of a payment form', () => {
  it.each([
    ['documentNumber', DOCUMENT_NUMBER_MAX_LENGTH],
    ['firstName', PERSON_NAME_MAX_LENGTH],
    ['lastName', PERSON_NAME_MAX_LENGTH],
    ['legalName', LEGAL_NAME_MAX_LENGTH],
    ['email', EMAIL_MAX_LENGTH],
    ['cellphoneNumber', PHONE_MAX_LENGTH],
  ])('takes %s up to the shared limit (%i) and refuses one more', async (field, max) => {
    expect(await maxLengthBroken(field, max)).toBe(false);
    expect(await maxLengthBroken(field, max + 1)).toBe(true);
  });
});
