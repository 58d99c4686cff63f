import { ApiProperty } from '@nestjs/swagger';
import { IsEmailAddress, IsValidationCode, Required } from '@lic/server-kernel';

/** POST /license/api/purchaseorderlicense/validationmailcode. */
export class ValidationMailCodeRequestDto {
  @ApiProperty({ example: 'compras@empresa.com.co' })
  @Required()
  @IsEmailAddress()
  readonly email: string;

  @ApiProperty({ example: '042917', description: '6 dígitos recibidos por correo' })
  @IsValidationCode()
  readonly code: string;
}
