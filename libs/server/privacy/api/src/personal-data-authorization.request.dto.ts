import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsInt, Max, Min } from 'class-validator';
import { HOLDER_AUTHORIZATION_MISSING, type PersonalDataAuthorization } from '@lic/shared-api-types';

export { HOLDER_AUTHORIZATION_MISSING };

/**
 * The holder's authorization a back-office form carries (company registration, contract wizard): the staff
 * member ticks it and the form names the policy version it showed. Embedded by those forms' DTOs with
 * `@Required(HOLDER_AUTHORIZATION_MISSING)`, `@ValidateNested()` and `@Type(() => PersonalDataAuthorizationDto)`.
 */
export class PersonalDataAuthorizationDto implements PersonalDataAuthorization {
  @ApiProperty({ example: true, description: 'Siempre true: el titular autorizó el tratamiento de sus datos.' })
  @Equals(true, { message: HOLDER_AUTHORIZATION_MISSING })
  readonly authorized!: true;

  @ApiProperty({ example: 1, description: 'La versión de la política de la marca license que el formulario mostró.' })
  @IsInt({ message: 'La versión de la política debe ser un número entero.' })
  @Min(1, { message: 'La versión de la política debe ser un número entero.' })
  @Max(100000, { message: 'La versión de la política debe ser un número entero.' })
  readonly policyVersion!: number;
}
