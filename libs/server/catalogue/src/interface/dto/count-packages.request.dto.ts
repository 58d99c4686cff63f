import { ApiProperty } from '@nestjs/swagger';
import { Required } from '@lic/server-kernel';
import { RELEVANCE_IDS } from '../../domain/package-terms';
import { PACKAGE_TYPE_IDS } from '../../domain/package-type.entity';
import { IsOneOf, ToInteger } from './field-rules';

/** Path of GetCountPackagesByType/{packageTypeId}/{relevance}. */
export class CountPackagesRequestDto {
  @ApiProperty({ example: 1, enum: PACKAGE_TYPE_IDS })
  @ToInteger()
  @Required()
  @IsOneOf(PACKAGE_TYPE_IDS)
  readonly packageTypeId: number;

  @ApiProperty({ example: 1, enum: RELEVANCE_IDS, description: '1 Alta, 2 Media, 3 Baja.' })
  @ToInteger()
  @Required()
  @IsOneOf(RELEVANCE_IDS)
  readonly relevance: number;
}
