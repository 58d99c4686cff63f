import { ApiProperty } from '@nestjs/swagger';
import type { ReservationCommitResult, ReservationReleaseResult, ReservationResult, ReservationStatus } from '@lic/shared-api-types';

const STATUSES: ReservationStatus[] = ['HELD', 'COMMITTED', 'RELEASED', 'EXPIRED'];

/** 201 of a reservation (documentation of ReservationResult). */
export class ReservationResultDto implements ReservationResult {
  @ApiProperty({ example: 'nomina-2026-11-lote-7' })
  readonly reservationId!: string;

  @ApiProperty({ example: '2026-11-27T15:19:05.120Z', description: 'Cuándo vuelven solas las unidades al saldo.' })
  readonly expiresAt!: string;

  @ApiProperty({
    enum: STATUSES,
    enumName: 'ReservationStatus',
    example: 'HELD',
    description: 'Estado actual (en una repetición, el de ahora).',
  })
  readonly status!: ReservationStatus;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 60,
    description: 'Lo que aún ofrecen los saldos del cliente; null si es ilimitada.',
  })
  readonly available!: number | null;
}

/** 200 of a commit (documentation of ReservationCommitResult). */
export class ReservationCommitResultDto implements ReservationCommitResult {
  @ApiProperty({ example: 'nomina-2026-11-lote-7' })
  readonly reservationId!: string;

  @ApiProperty({ example: 'reserva:nomina-2026-11-lote-7', description: 'El evento de consumo que la reserva se volvió.' })
  readonly eventId!: string;

  @ApiProperty({ enum: ['ACCEPTED', 'DUPLICATE'], example: 'ACCEPTED', description: 'DUPLICATE en una repetición (cuenta una vez).' })
  readonly outcome!: 'ACCEPTED' | 'DUPLICATE';

  @ApiProperty({ type: Number, nullable: true, example: 60 })
  readonly available!: number | null;
}

/** 200 of a release (documentation of ReservationReleaseResult). */
export class ReservationReleaseResultDto implements ReservationReleaseResult {
  @ApiProperty({ example: 'nomina-2026-11-lote-7' })
  readonly reservationId!: string;

  @ApiProperty({ enum: ['RELEASED', 'EXPIRED'], example: 'RELEASED', description: 'EXPIRED si ya había vencido.' })
  readonly status!: 'RELEASED' | 'EXPIRED';
}
