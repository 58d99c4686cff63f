import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { Transform } from 'class-transformer';
import { IsDocumentNumber, IsDocumentTypeIn, MaxChars, NormalizeDocumentNumber } from '@lic/server-kernel';
import { KNOWN_DOCUMENT_TYPE_IDS } from '@lic/shared-rules';

/** Every document type the reference data knows (1 CC, 2 CE, 4 NIT, 6 PA, 10 NUIP, 13 PEP, 14 PPT). */
export const LOOKUP_DOCUMENT_TYPE_IDS: readonly number[] = KNOWN_DOCUMENT_TYPE_IDS;

/** Ids may come as numeric text; kept as numbers, anything else as sent for the rule to refuse. */
const ToInteger = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value,
  );

/**
 * POST /license/api/PurchaseOrderLicense/GetCustomerInformation. Every field is optional: the document is the
 * token's own (customer_type / customer_value); when one is sent it must be that same document.
 */
export class GetCustomerInformationRequestDto {
  @ApiPropertyOptional({ example: 4, description: '1 CC, 2 CE, 4 NIT, 6 PA, 10 NUIP, 13 PEP, 14 PPT' })
  @IsOptional()
  @ToInteger()
  @IsDocumentTypeIn(LOOKUP_DOCUMENT_TYPE_IDS)
  readonly documentType?: number;

  @ApiPropertyOptional({ example: '900123456' })
  @IsOptional()
  @NormalizeDocumentNumber()
  @IsDocumentNumber('documentType')
  readonly documentNumber?: string;

  @ApiPropertyOptional({ example: 'colfactura' })
  @IsOptional()
  @IsString()
  @MaxChars(30)
  readonly appName?: string;
}
