import { ApiProperty } from '@nestjs/swagger';
import type { Entitlement } from '@lic/shared-api-types';

/** The entitlement of a customer to a feature (documentation of Entitlement; the controller returns the api-types shape). */
export class EntitlementDto implements Entitlement {
  @ApiProperty({ example: 'COLFACTURA_DOCUMENTO' })
  readonly featureCode!: string;

  @ApiProperty({ example: false })
  readonly unlimited!: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 1000, description: 'Unidades de los saldos limitados; null si es ilimitada.' })
  readonly total!: number | null;

  @ApiProperty({ type: 'integer', example: 120 })
  readonly used!: number;

  @ApiProperty({ type: 'integer', example: 30, description: 'Unidades retenidas por reservas aún no confirmadas ni liberadas.' })
  readonly reserved!: number;

  @ApiProperty({ type: Number, nullable: true, example: 850, description: 'total − used − reserved; null si es ilimitada.' })
  readonly available!: number | null;

  @ApiProperty({
    example: '2027-03-01T04:59:59.000Z',
    description:
      'El último instante en que alguno de los saldos sumados se puede usar (el mismo expiresOn de las características del token de licencia). available puede bajar antes si uno de varios saldos vence primero.',
  })
  readonly expiresOn!: string;
}

/** `{ result: Entitlement }`. */
export class EntitlementEnvelopeDto {
  @ApiProperty({ type: EntitlementDto })
  readonly result!: EntitlementDto;
}
