import { Command } from '@nestjs/cqrs';
import type { PrivacyPolicyView } from '@lic/shared-api-types';

/** A new version of a brand's policy: signed-in customers of the brand are asked to accept it again. */
export class PublishPrivacyPolicyCommand extends Command<PrivacyPolicyView> {
  constructor(
    readonly appName: string,
    readonly text: string,
    readonly by: string,
    /** Bogotá day (YYYY-MM-DD) from which it governs; today when not given. */
    readonly effectiveOn?: string,
  ) {
    super();
  }
}
