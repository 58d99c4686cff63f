import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCartQuantity, IsIntegerInRange, Required } from '@lic/server-kernel';
import type { PackageToPurchase } from '@lic/shared-api-types';
import { PACKAGE_CODE_MAX_LENGTH } from '@lic/shared-rules';
import { ToInteger } from './purchase-integer.transform';

/** A package line the client sends: only the package and its quantity count, the server prices it. */
export class PackageToPurchaseRequestDto implements PackageToPurchase {
  @ApiProperty({ example: 12 })
  @Required()
  @ToInteger()
  @IsIntegerInRange(1, 2_147_483_647)
  readonly packageId!: number;

  @ApiPropertyOptional({ example: 'FIRMAYA-50', maxLength: PACKAGE_CODE_MAX_LENGTH, description: 'Informativo: manda el packageId.' })
  @IsOptional()
  @IsString()
  @MaxLength(PACKAGE_CODE_MAX_LENGTH)
  readonly packageCode!: string;

  @ApiProperty({ example: 1, minimum: 1, maximum: 999 })
  @Required()
  @ToInteger()
  @IsCartQuantity()
  readonly packageQuantity!: number;
}
