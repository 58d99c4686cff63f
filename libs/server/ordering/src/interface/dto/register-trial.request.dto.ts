import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { AcceptsTerms, Required } from '@lic/server-kernel';
import type { RegisterTrialRequest } from '@lic/shared-api-types';
import { PackageToPurchaseRequestDto } from './package-to-purchase.request.dto';
import { PurchaseCustomerRequestDto } from './purchase-customer.request.dto';

/** POST /license/api/purchaseorder/register-trial: the free-trial form ("¡Prueba {app} gratis!"). */
export class RegisterTrialRequestDto implements RegisterTrialRequest {
  @ApiProperty({
    example: '0f9a1c62-77a4-4c1e-9d55-6e2b8f0c1a2b',
    description: 'UUID de este envío: el mismo dos veces registra una prueba.',
  })
  @Required()
  @IsUUID('all')
  readonly submissionId!: string;

  @ApiProperty({ type: PurchaseCustomerRequestDto })
  @Required()
  @ValidateNested()
  @Type(() => PurchaseCustomerRequestDto)
  readonly customer!: PurchaseCustomerRequestDto;

  @ApiProperty({ type: [PackageToPurchaseRequestDto], description: 'Un único paquete gratis de la marca.' })
  @Required()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => PackageToPurchaseRequestDto)
  readonly packagesToPurchase!: PackageToPurchaseRequestDto[];

  @ApiProperty({ example: 'firmaya', maxLength: 30 })
  @Required()
  @IsString()
  @MaxLength(30)
  readonly appName!: string;

  @ApiProperty({ example: true })
  @AcceptsTerms()
  readonly legalTermsCheck!: boolean;
}
