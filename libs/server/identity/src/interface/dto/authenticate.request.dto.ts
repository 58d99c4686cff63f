import { ApiProperty } from '@nestjs/swagger';
import { MaxChars, Required } from '@lic/server-kernel';
import { IsKnownApp, IsText } from './field-rules';

export class AuthenticateRequestDto {
  @ApiProperty({ example: 'superadmin' })
  @Required()
  @IsText()
  @MaxChars(100)
  readonly UserName: string;

  @ApiProperty({ example: 'Licencias2026!' })
  @Required()
  @IsText()
  @MaxChars(200)
  readonly Password: string;

  @ApiProperty({ example: 'license', description: 'App (brand) the user signs in to; customer users get it as their APPS claim.' })
  @Required()
  @IsText()
  @IsKnownApp()
  readonly AppName: string;
}
