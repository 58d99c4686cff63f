import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CLOCK, MAIL_SENDER, Scheduled, type Clock, type MailSender, type ScheduledJob } from '@lic/server-kernel';
import { GetUsersByRoleQuery } from '@lic/server-identity';
import { StaffRole } from '@lic/shared-api-types';
import { ListDataRequestsQuery } from '../../application/queries/list-data-requests/list-data-requests.query';

/**
 * Every business morning (Bogotá 7:00), once across the replicas: mails each data-protection officer the
 * open requests due within two business days or already late (decision 0058). Nothing is sent when none is.
 */
@Injectable()
@Scheduled({ name: 'privacy.warn-deadlines', cron: '0 12 * * 1-5' })
export class WarnDataRequestDeadlinesJob implements ScheduledJob {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async run(): Promise<void> {
    await this.warn();
  }

  /** One pass: how many officers were mailed. */
  async warn(): Promise<number> {
    const due = (await this.queryBus.execute(new ListDataRequestsQuery({}))).filter((request) => request.alert !== null);
    if (due.length === 0) return 0;
    const { recordsData } = await this.queryBus.execute(new GetUsersByRoleQuery([StaffRole.OFICIAL_DATOS]));
    const officers = recordsData.flatMap((record) => record.users).filter((user) => user.email);
    const lines = due.map(
      (request) =>
        `${request.number} (${request.alert === 'VENCIDA' ? 'vencida' : 'por vencer'}): plazo ${request.dueOn}, ${request.holderName}`,
    );
    const text = [
      `Solicitudes de datos personales que vencen pronto o están vencidas (${this.clock.now().toISOString().slice(0, 10)}):`,
      ...lines,
    ].join('\n');
    for (const officer of officers) {
      await this.mail.send({
        to: officer.email,
        subject: `Solicitudes de datos personales por vencer: ${due.length}`,
        html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
        text,
        category: 'data-request-deadlines',
      });
    }
    return officers.length;
  }
}
