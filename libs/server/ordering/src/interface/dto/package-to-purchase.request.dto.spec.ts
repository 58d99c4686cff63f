import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PACKAGE_CODE_MAX_LENGTH } from '@lic/shared-rules';
import { PackageToPurchaseRequestDto } from './package-to-purchase.request.dto';

async function packageCodeErrors(packageCode: string): Promise<string[]> {
  const errors = await validate(plainToInstance(PackageToPurchaseRequestDto, { packageId: 1, packageCode, packageQuantity: 1 }));
  return Object.keys(errors.find((error) => error.property === 'packageCode')?.constraints ?? {});
}

describe('a package line of a purchase', () => {
  it('takes an informative packageCode up to the package-code limit of @lic/shared-rules and refuses one more', async () => {
    expect(await packageCodeErrors('P'.repeat(PACKAGE_CODE_MAX_LENGTH))).toEqual([]);
    expect(await packageCodeErrors('P'.repeat(PACKAGE_CODE_MAX_LENGTH + 1))).toEqual(['maxLength']);
  });
});
