import { ApiProperty } from '@nestjs/swagger';
import { MaxChars, Required } from '@lic/server-kernel';
import { IsText } from './field-rules';

export class DecodeParameterRequestDto {
  @ApiProperty({ example: 'mF0k3...base64url', description: 'The value EncodeParameter returned, as received in the URL.' })
  @Required()
  @IsText()
  @MaxChars(8192)
  readonly parameter: string;
}
