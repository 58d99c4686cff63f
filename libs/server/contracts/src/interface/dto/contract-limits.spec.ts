import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  ADDRESS_MAX_LENGTH,
  CONTRACT_NUMBER_MAX_LENGTH,
  DOCUMENT_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@lic/shared-rules';
import { ContractCustomerPartDto, ContractPartDto, ContractSupervisorPartDto } from './create-contract.request.dto';

// The contract wizard's lengths are the limits of @lic/shared-rules (one source for each fact).

async function maxLengthBroken<T extends object>(type: new () => T, field: string, length: number): Promise<boolean> {
  const errors = await validate(plainToInstance(type, { [field]: 'x'.repeat(length) }));
  return Object.keys(errors.find((error) => error.property === field)?.constraints ?? {}).includes('maxLength');
}

describe('the lengths of a new contract', () => {
  it.each([
    [ContractPartDto, 'contractNumber', CONTRACT_NUMBER_MAX_LENGTH],
    [ContractCustomerPartDto, 'documentNumber', DOCUMENT_NUMBER_MAX_LENGTH],
    [ContractCustomerPartDto, 'legalName', LEGAL_NAME_MAX_LENGTH],
    [ContractCustomerPartDto, 'firstName', PERSON_NAME_MAX_LENGTH],
    [ContractCustomerPartDto, 'fulladdress', ADDRESS_MAX_LENGTH],
    [ContractCustomerPartDto, 'cellphoneNumber', PHONE_MAX_LENGTH],
    [ContractCustomerPartDto, 'email', EMAIL_MAX_LENGTH],
    [ContractSupervisorPartDto, 'phoneNumber', PHONE_MAX_LENGTH],
  ] as const)('%p.%s takes the shared limit (%i) and refuses one more', async (type, field, max) => {
    expect(await maxLengthBroken(type as new () => object, field, max)).toBe(false);
    expect(await maxLengthBroken(type as new () => object, field, max + 1)).toBe(true);
  });
});
