import { ApiPropertyOptional } from '@nestjs/swagger';
import { MaxChars } from '@lic/server-kernel';
import { IsText } from './field-rules';

export class EncodeParameterRequestDto {
  @ApiPropertyOptional({
    example: 'q8Jx3lN2b1dV0mYk7fR4tW9sZp6cH5aE2uG1oI0yL3k',
    description: 'Refresh token of the same sign-in; without it a new refresh token is issued.',
  })
  @IsText()
  @MaxChars(200)
  readonly RefreshToken?: string;
}
