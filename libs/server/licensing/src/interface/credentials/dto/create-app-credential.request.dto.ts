import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { CONSUMING_APPS } from '../../../domain/consumption/app-service';
import { CredentialMessage } from '../../../domain/credentials/credentials.messages';

/** POST license/api/app-credentials. */
export class CreateAppCredentialRequestDto {
  @ApiProperty({ example: 'colfactura', enum: CONSUMING_APPS })
  @Required()
  @IsIn(CONSUMING_APPS, { message: CredentialMessage.unknownApp })
  readonly appName!: string;

  @ApiProperty({ example: 'Servidor de facturación (producción)', maxLength: 200 })
  @Required()
  @IsString()
  @MaxLength(200)
  readonly description!: string;
}
