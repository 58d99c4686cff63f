import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Scheduled, type ScheduledJob } from '@lic/server-kernel';
import { INVOICING_CONFIG, type InvoicingConfig } from '../invoicing.config';
import { openTechnicalKey, sealTechnicalKey } from '../technical-keys';

export interface ResealOutcome {
  /** Keys sealed again with INVOICING_SECRET_KEY in this pass. */
  resealed: number;
  /** Keys that open with no configured key (the previous key was removed too early): logged as errors. */
  unreadable: number;
}

/**
 * After INVOICING_SECRET_KEY is rotated (the old value in INVOICING_SECRET_KEY_PREVIOUS), every ten minutes, once
 * across the replicas: seals again with the new key each technical key still sealed with a previous one
 * (decision 0067, docs/operations/rotating-secrets.md). Nothing to do, and nothing read, without a previous key.
 * Each row is replaced only if it still holds the ciphertext read, so two runs never overwrite each other.
 */
@Injectable()
@Scheduled({ name: 'invoicing.reseal-technical-keys', cron: '*/10 * * * *' })
export class ResealTechnicalKeysJob implements ScheduledJob {
  private readonly logger = new Logger('Invoicing');

  constructor(
    private readonly em: EntityManager,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
  ) {}

  async run(): Promise<void> {
    await this.reseal();
  }

  async reseal(): Promise<ResealOutcome> {
    const outcome: ResealOutcome = { resealed: 0, unreadable: 0 };
    if (this.config.previousSecretKeys.length === 0) return outcome;
    const connection = this.em.fork().getConnection();
    const stored = await connection.execute<{ id: string; technical_key_ciphertext: string }[]>(
      'select "id", "technical_key_ciphertext" from "invoicing"."numbering_resolution" order by "created_on"',
    );
    for (const row of stored) {
      let opened;
      try {
        opened = openTechnicalKey(this.config, row.technical_key_ciphertext, row.id);
      } catch {
        outcome.unreadable += 1;
        this.logger.error(
          { resolution: row.id },
          'a technical key opens with no configured INVOICING_SECRET_KEY: register the resolution again',
        );
        continue;
      }
      if (!opened.underPreviousKey) continue;
      const updated = await connection.execute(
        'update "invoicing"."numbering_resolution" set "technical_key_ciphertext" = ?, "modified_on" = now() where "id" = ? and "technical_key_ciphertext" = ?',
        [sealTechnicalKey(this.config, opened.technicalKey, row.id), row.id, row.technical_key_ciphertext],
        'run',
      );
      if ((updated as { affectedRows?: number }).affectedRows !== 0) outcome.resealed += 1;
    }
    if (outcome.resealed > 0 || outcome.unreadable > 0)
      this.logger.warn(outcome, 'technical keys re-sealed with the current INVOICING_SECRET_KEY');
    return outcome;
  }
}
