import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { ConsumptionMessage } from '../../../domain/consumption/consumption.messages';
import { ReservationMessage } from '../../../domain/reservations/reservation.messages';

/** GET /license/api/entitlements: query strings, so the document type comes as text. */
export class EntitlementRequestDto {
  @ApiProperty({ example: '4', description: 'Tipo de documento del cliente (4 NIT), 1 a 99.' })
  @Required()
  @IsString()
  @Matches(/^(?:[1-9]|[1-9][0-9])$/, { message: ReservationMessage.documentTypeInvalid })
  readonly documentType!: string;

  @ApiProperty({ example: '900123456', maxLength: 15 })
  @Required()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,15}$/, { message: ReservationMessage.documentNumberInvalid })
  readonly documentNumber!: string;

  @ApiProperty({ example: 'COLFACTURA_DOCUMENTO', maxLength: 50 })
  @Required()
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]{1,50}$/, { message: ConsumptionMessage.featureCodeInvalid })
  readonly featureCode!: string;
}
