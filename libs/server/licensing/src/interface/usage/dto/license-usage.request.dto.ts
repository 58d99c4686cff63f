import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Required } from '@lic/server-kernel';
import type { LicenseUsageRequest } from '@lic/shared-api-types';

/** POST license/api/license/getLicenseUsage (headers pSkip, pTake). */
export class LicenseUsageRequestDto implements LicenseUsageRequest {
  @ApiProperty({ example: 4 })
  @Required()
  @IsInt()
  @Min(1)
  @Max(99)
  readonly DocumentType!: number;

  @ApiProperty({ example: '900123456', maxLength: 15 })
  @Required()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,15}$/, { message: 'El número de documento debe tener hasta 15 letras o dígitos.' })
  readonly DocumentNumber!: string;

  @ApiProperty({ example: 'COLFACTURA', description: 'Vacío: todos los servicios.' })
  @IsString()
  @MaxLength(50)
  readonly ServiceName!: string;

  @ApiPropertyOptional({ example: 'DOCUMENTO', description: 'Parte del id del evento, del código o del nombre de la característica.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  readonly pFilter?: string;
}
