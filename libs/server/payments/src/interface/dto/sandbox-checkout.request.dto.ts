import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { Required } from '@lic/server-kernel';
import type { SandboxDecision, SandboxDelivery } from '../../infrastructure/gateways/sandbox.gateway';

const DECISIONS: SandboxDecision[] = ['approve', 'reject', 'pending'];

/** Path of /payment/sandbox/{paymentId}. */
export class SandboxCheckoutParamsDto {
  @ApiProperty({ example: '0b8e5c1e-5f4a-4c1e-9a0e-6a7f1c2d3e4f' })
  @Required()
  @IsUUID('all')
  readonly paymentId!: string;
}

/** The button pressed on the sandbox's checkout page (form-urlencoded). */
export class SandboxDecisionRequestDto {
  @ApiProperty({ enum: DECISIONS, example: 'approve' })
  @Required()
  @IsIn(DECISIONS)
  readonly decision!: SandboxDecision;

  @ApiProperty({
    enum: ['send', 'lost'],
    required: false,
    example: 'send',
    description: 'lost: the sandbox records the transaction but its confirmation never arrives (to try the reconciliation job).',
  })
  @IsOptional()
  @IsIn(['send', 'lost'])
  readonly confirmation?: SandboxDelivery;
}
