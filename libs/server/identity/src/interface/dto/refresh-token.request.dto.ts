import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MaxChars, Required } from '@lic/server-kernel';
import { IsKnownApp, IsText } from './field-rules';

export class RefreshTokenRequestDto {
  @ApiProperty({ example: 'q8Jx3lN2b1dV0mYk7fR4tW9sZp6cH5aE2uG1oI0yL3k' })
  @Required()
  @IsText()
  @MaxChars(200)
  readonly RefreshToken: string;

  @ApiProperty({ example: 'superadmin' })
  @Required()
  @IsText()
  @MaxChars(100)
  readonly UserName: string;

  @ApiPropertyOptional({ example: 'license', description: 'Sent by the clients; the app of the sign-in is kept with the token.' })
  @IsText()
  @IsKnownApp()
  readonly Appname?: string;
}
