import { Injectable } from '@nestjs/common';
import { Scheduled, type ScheduledJob } from '@lic/server-kernel';
import { SigningKeys } from './signing-keys';

/**
 * Every hour, once across the replicas (the kernel's job engine): replaces the licence-token signing key
 * when it is older than LICENCE_TOKEN_KEY_ROTATION_DAYS, and deletes retired keys whose tokens have all
 * expired (decision 0034). Signing rotates a due key on its own as well; the job keeps rotation and the
 * end of publication from waiting on traffic.
 */
@Injectable()
@Scheduled({ name: 'licensing.rotate-signing-keys', cron: '17 * * * *' })
export class RotateSigningKeysJob implements ScheduledJob {
  constructor(private readonly keys: SigningKeys) {}

  async run(): Promise<void> {
    await this.keys.rotate(false);
    await this.keys.prune();
  }
}
