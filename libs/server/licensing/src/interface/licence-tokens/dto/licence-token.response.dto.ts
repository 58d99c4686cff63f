import { ApiProperty } from '@nestjs/swagger';

/** `result` of POST /license/api/licence-token. */
export class LicenceTokenResultDto {
  @ApiProperty({
    example: 'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCIsImtpZCI6Ii4uLiJ9.eyJpc3MiOiJsaWNlbmNpYXMtbGljZW5zaW5nIn0.c2lnbmF0dXJh',
    description:
      'JWT EdDSA (Ed25519): iss, sub "tipo:número", aud = la app, iat, exp ≤ iat + 24 h, jti, company, app, features [{featureCode, unlimited, available, expiresOn}].',
  })
  readonly token!: string;
}

/** The answer of POST /license/api/licence-token. */
export class LicenceTokenAnswerDto {
  @ApiProperty({ type: LicenceTokenResultDto })
  readonly result!: LicenceTokenResultDto;
}

/** One Ed25519 public key (RFC 8037) of GET /.well-known/jwks.json. */
export class LicenceTokenJwkDto {
  @ApiProperty({ enum: ['OKP'], example: 'OKP' })
  readonly kty!: 'OKP';

  @ApiProperty({ enum: ['Ed25519'], example: 'Ed25519' })
  readonly crv!: 'Ed25519';

  @ApiProperty({ example: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo', description: 'La clave pública (base64url).' })
  readonly x!: string;

  @ApiProperty({ example: 'NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs', description: 'Huella RFC 7638 de la clave.' })
  readonly kid!: string;

  @ApiProperty({ enum: ['EdDSA'], example: 'EdDSA' })
  readonly alg!: 'EdDSA';

  @ApiProperty({ enum: ['sig'], example: 'sig' })
  readonly use!: 'sig';
}

/** GET /.well-known/jwks.json. */
export class LicenceTokenJwksDto {
  @ApiProperty({ type: [LicenceTokenJwkDto] })
  readonly keys!: LicenceTokenJwkDto[];
}
