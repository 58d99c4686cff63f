import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { Required } from '@lic/server-kernel';

/** POST /license/api/licence-token: whose licences the token states. */
export class LicenceTokenRequestDto {
  @ApiProperty({ example: 4, minimum: 1, maximum: 99, description: 'Tipo de documento de la empresa (4 NIT).' })
  @Required()
  @IsInt({ message: 'El tipo de documento debe ser un número entero entre 1 y 99.' })
  @Min(1, { message: 'El tipo de documento debe ser un número entero entre 1 y 99.' })
  @Max(99, { message: 'El tipo de documento debe ser un número entero entre 1 y 99.' })
  readonly documentType!: number;

  @ApiProperty({ example: '900123456', maxLength: 15 })
  @Required()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,15}$/, { message: 'El número de documento debe tener hasta 15 letras o dígitos.' })
  readonly documentNumber!: string;
}
