import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { CONTRACT_NUMBER_MAX_LENGTH } from '@lic/shared-rules';
import type { GetContractsRequest } from '@lic/shared-api-types';

/** POST license/api/contract/get-contracts (backoffice-licensing.md §7). */
export class GetContractsRequestDto implements GetContractsRequest {
  @ApiProperty({ example: 'OP-2026-0042', maxLength: CONTRACT_NUMBER_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(CONTRACT_NUMBER_MAX_LENGTH)
  readonly contractNumber!: string;

  @ApiProperty({ example: 'COLFACTURA', maxLength: 50 })
  @Required()
  @IsString()
  @MaxLength(50)
  readonly serviceName!: string;
}
