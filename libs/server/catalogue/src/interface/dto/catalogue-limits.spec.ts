import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  MESSAGES,
  PACKAGE_CODE_MAX_LENGTH,
  PACKAGE_DESCRIPTION_MAX_LENGTH,
  PACKAGE_NAME_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
} from '@lic/shared-rules';
import { PACKAGE_LIMITS } from '../../domain/package-terms';
import { PROMO_LIMITS } from '../../domain/promo-code-terms';
import { SavePackageRequestDto } from './save-package.request.dto';

// The catalogue's package and promo limits are the ones of @lic/shared-rules (one source for each fact).

async function messagesOf(plain: Record<string, unknown>, property: string): Promise<string[]> {
  const errors = await validate(plainToInstance(SavePackageRequestDto, plain));
  return Object.values(errors.find((error) => error.property === property)?.constraints ?? {});
}

describe('catalogue limits', () => {
  it('the package rules take their lengths from @lic/shared-rules', () => {
    expect(PACKAGE_LIMITS).toMatchObject({
      codeMax: PACKAGE_CODE_MAX_LENGTH,
      nameMax: PACKAGE_NAME_MAX_LENGTH,
      descriptionMax: PACKAGE_DESCRIPTION_MAX_LENGTH,
    });
  });

  it('the promo code rules take their lengths from @lic/shared-rules', () => {
    expect(PROMO_LIMITS).toMatchObject({ codeMax: PROMO_CODE_MAX_LENGTH, descriptionMax: PROMO_DESCRIPTION_MAX_LENGTH });
  });

  it.each([
    ['PackageCode', PACKAGE_CODE_MAX_LENGTH],
    ['PackageName', PACKAGE_NAME_MAX_LENGTH],
    ['PackageDescription', PACKAGE_DESCRIPTION_MAX_LENGTH],
  ])('the package body takes %s up to the shared limit (%i) and refuses one more', async (field, max) => {
    expect(await messagesOf({ [field]: 'C'.repeat(max) }, field)).toEqual([]);
    expect(await messagesOf({ [field]: 'C'.repeat(max + 1) }, field)).toEqual([MESSAGES.maxLength(max)]);
  });
});
