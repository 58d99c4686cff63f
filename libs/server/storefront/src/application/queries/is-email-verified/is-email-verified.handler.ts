import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { EmailVerification } from '../../../domain/email-verification.entity';
import { IsEmailVerifiedQuery } from '@lic/server-storefront-api';

@QueryHandler(IsEmailVerifiedQuery)
export class IsEmailVerifiedHandler implements IQueryHandler<IsEmailVerifiedQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: IsEmailVerifiedQuery): Promise<boolean> {
    const verification = await this.em.findOne(EmailVerification, { email: EmailVerification.normalise(query.email) });
    return verification?.isVerifiedAt(this.clock.now()) ?? false;
  }
}
