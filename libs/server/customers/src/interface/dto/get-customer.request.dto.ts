import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { IsDocumentNumber, IsDocumentTypeIn, NormalizeDocumentNumber, Required } from '@lic/server-kernel';
import { CUSTOMER_DOCUMENT_TYPE_IDS } from './set-customer.request.dto';
import { ToInteger } from './to-integer.transform';

export class GetCustomerRequestDto {
  @ApiPropertyOptional({ example: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001' })
  @IsOptional()
  @IsUUID()
  readonly CustomerId?: string;

  @ApiProperty({ example: '900123456' })
  @Required()
  @NormalizeDocumentNumber()
  @IsDocumentNumber('DocumentType')
  readonly DocumentNumber: string;

  @ApiProperty({ example: 4, description: '1 CC, 2 CE, 4 NIT, 6 PA, 10 NUIP, 13 PEP, 14 PPT' })
  @Required()
  @ToInteger()
  @IsDocumentTypeIn(CUSTOMER_DOCUMENT_TYPE_IDS)
  readonly DocumentType: number;
}
