import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, ValidateNested } from 'class-validator';
import {
  IsCartPromoCode,
  IsDocumentNumber,
  IsEmailAddress,
  IsPhone,
  MaxChars,
  NormalizeDocumentNumber,
  Required,
} from '@lic/server-kernel';
import type { RegisterIdentityValidationRequest } from '@lic/shared-api-types';
import { IdentityValidationMessage } from '../../domain/identity-validation.messages';

export class IdentityValidationPackageRequestDto {
  @ApiProperty({ example: 'FIRMAYA-BASICO' })
  @Required()
  @MaxChars(30)
  readonly code!: string;

  @ApiProperty({ example: 1, enum: [1] })
  @Required()
  @IsIn([1], { message: IdentityValidationMessage.packageQuantity })
  readonly quantity!: 1;
}

export class IdentitySubscriberRequestDto {
  @ApiProperty({ example: 'CC', enum: ['CC'], description: 'Solo cédula de ciudadanía' })
  @Required()
  @IsIn(['CC'], { message: 'Tipo de documento no permitido.' })
  readonly documentType!: 'CC';

  @ApiProperty({ example: '1020304051', maxLength: 15 })
  @Required()
  @NormalizeDocumentNumber()
  @IsDocumentNumber('documentType')
  readonly document!: string;

  @ApiProperty({ example: 'suscriptor@empresa.com.co', maxLength: 100 })
  @Required()
  @IsEmailAddress({ checkBlockedDomains: true })
  readonly email!: string;

  @ApiProperty({ example: '3001234567', description: 'Celular de 10 dígitos' })
  @Required()
  @IsPhone({ mobile: true })
  readonly phoneNumber!: string;
}

/** POST /license/api/purchaseorder/register-identity-validation (storefront.md §3, firmaya). */
export class RegisterIdentityValidationRequestDto implements RegisterIdentityValidationRequest {
  @ApiProperty({ type: [IdentityValidationPackageRequestDto] })
  @Required()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => IdentityValidationPackageRequestDto)
  readonly packages!: IdentityValidationPackageRequestDto[];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'BIENVENIDA10', maxLength: 20 })
  @IsOptional()
  @IsCartPromoCode()
  readonly PromotionCode?: string | null;

  @ApiProperty({ type: IdentitySubscriberRequestDto })
  @Required()
  @ValidateNested()
  @Type(() => IdentitySubscriberRequestDto)
  readonly subscriber!: IdentitySubscriberRequestDto;

  @ApiProperty({ example: 'firmaya' })
  @Required()
  @MaxChars(30)
  readonly appName!: string;
}
