import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { DocumentForSubmission, InvoicingPort, SubmissionOutcome } from '../../application/ports/invoicing.port';
import { SigningCredential } from '../../domain/signing-credential.entity';
import { INVOICING_CONFIG, type InvoicingConfig } from '../invoicing.config';
import { makeDevelopmentCertificate, type SigningCredentials } from '../signing/signing-certificate';

const DEVELOPMENT = 'development';

/**
 * The `local` adapter (development and tests): signs with a development certificate made the first time
 * it is needed and kept in the database (so every replica signs with the same one), and sends nothing.
 */
@Injectable()
export class LocalInvoicingAdapter implements InvoicingPort {
  readonly name = 'local' as const;
  private credentials?: Promise<SigningCredentials>;

  constructor(
    private readonly em: EntityManager,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
  ) {}

  signingCredentials(): Promise<SigningCredentials> {
    this.credentials ??= this.loadOrMake().catch((error: unknown) => {
      this.credentials = undefined;
      throw error;
    });
    return this.credentials;
  }

  submit(_document: DocumentForSubmission): Promise<SubmissionOutcome> {
    return Promise.resolve({ status: 'GENERADA', reasons: [], trackId: null });
  }

  private async loadOrMake(): Promise<SigningCredentials> {
    const em = this.em.fork();
    const found = await em.findOne(SigningCredential, { name: DEVELOPMENT });
    if (found) return { privateKeyPem: found.privateKeyPem, certificatePem: found.certificatePem };
    const made = makeDevelopmentCertificate(this.config.issuer.legalName, this.config.issuer.nit);
    // Another replica may make one at the same moment: the first stored wins and everyone reads it back.
    const credential = new SigningCredential();
    credential.name = DEVELOPMENT;
    credential.privateKeyPem = made.privateKeyPem;
    credential.certificatePem = made.certificatePem;
    try {
      await em.persist(credential).flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    const stored = await em.fork().findOneOrFail(SigningCredential, { name: DEVELOPMENT });
    return { privateKeyPem: stored.privateKeyPem, certificatePem: stored.certificatePem };
  }
}
