import { ApiProperty } from '@nestjs/swagger';
import { MaxChars, Required } from '@lic/server-kernel';

export class GetParameterByTypeRequestDto {
  @ApiProperty({ example: 'PackageTax', maxLength: 100 })
  @Required()
  @MaxChars(100)
  readonly parameterCode: string;
}
