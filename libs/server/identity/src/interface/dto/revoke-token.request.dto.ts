import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIntegerInRange, MaxChars, Required } from '@lic/server-kernel';
import { IsKnownApp, IsText } from './field-rules';

export class RevokeTokenRequestDto {
  @ApiProperty({ example: 'cliente' })
  @Required()
  @IsText()
  @MaxChars(100)
  readonly UserName: string;

  @ApiPropertyOptional({ example: 1, description: 'Sent as 1 by the clients; one sign-in is ended per call.' })
  @IsIntegerInRange(1, 100)
  readonly Quantity?: number;

  @ApiPropertyOptional({ example: 'colfactura' })
  @IsText()
  @IsKnownApp()
  readonly AppName?: string;

  @ApiProperty({ example: 'q8Jx3lN2b1dV0mYk7fR4tW9sZp6cH5aE2uG1oI0yL3k' })
  @Required()
  @IsText()
  @MaxChars(200)
  readonly RefreshToken: string;
}
