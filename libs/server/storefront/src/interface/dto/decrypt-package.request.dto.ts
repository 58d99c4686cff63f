import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { Required } from '@lic/server-kernel';

/** POST /license/api/Package/DecryptPackage: the encrypted parameter of /license/addCart/{encrypted}. */
export class DecryptPackageRequestDto {
  @ApiProperty({ example: 'q7W2v0...', description: 'El parámetro cifrado del enlace (base64 URL).' })
  @Required()
  @IsString()
  readonly package!: string;
}
