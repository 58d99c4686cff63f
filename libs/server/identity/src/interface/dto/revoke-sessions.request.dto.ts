import { ApiProperty } from '@nestjs/swagger';
import { MaxChars, Required } from '@lic/server-kernel';
import { IsText } from './field-rules';

export class RevokeSessionsRequestDto {
  @ApiProperty({ example: 'cliente' })
  @Required()
  @IsText()
  @MaxChars(100)
  readonly UserName: string;
}
