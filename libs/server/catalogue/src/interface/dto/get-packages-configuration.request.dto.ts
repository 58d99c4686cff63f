import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Required } from '@lic/server-kernel';
import { PACKAGE_TYPE_IDS } from '../../domain/package-type.entity';
import { IsOneOf, IsText, Trim } from './field-rules';

/** Body of GetPackagesConfiguration. */
export class GetPackagesConfigurationRequestDto {
  @ApiProperty({ example: 1, enum: PACKAGE_TYPE_IDS, description: '1 base, 2 combo, 3 complementario.' })
  @Required()
  @IsOneOf(PACKAGE_TYPE_IDS)
  readonly PackageType: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Pyme', maxLength: 100, description: 'Parte del nombre del paquete.' })
  @Trim()
  @IsText(100)
  readonly PackageName?: string | null;
}
