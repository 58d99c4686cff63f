import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { ValidateRule } from '@lic/server-kernel';
import { rangeLimitProblem, rangePriceProblem } from '@lic/shared-rules';
import type { TransactionRange } from '@lic/shared-api-types';

/** One price range (backoffice-licensing.md §3.4, §5.1): limits 1 to 999,999,999, price up to 10 digits. */
export class TransactionRangeDto implements TransactionRange {
  @ApiPropertyOptional({ example: 12, description: 'Id del rango guardado (se ignora: la lista reemplaza a la anterior).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  readonly id?: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: 999_999_999 })
  @ValidateRule('rangeLimit', rangeLimitProblem)
  readonly rangeMinimum!: number;

  @ApiProperty({ example: 1000, minimum: 1, maximum: 999_999_999 })
  @ValidateRule('rangeLimit', rangeLimitProblem)
  readonly rangeMaximum!: number;

  @ApiProperty({ example: 250, description: 'Valor por transacción (COP, pesos enteros, hasta 10 dígitos).' })
  @ValidateRule('rangePrice', rangePriceProblem)
  readonly rangePrice!: number;
}
