import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetUsersByRoleQuery } from '@lic/server-identity';
import { CLOCK, MAIL_SENDER, Scheduled, type Clock, type MailSender, type ScheduledJob } from '@lic/server-kernel';
import { Privilege, privilegesByRole } from '@lic/shared-api-types';
import { colombiaToday } from '../../application/document-issuer';
import { NumberingResolution, RANGE_WARNING_RATIO, usageOf, type ResolutionUsage } from '../../domain/numbering-resolution.entity';
import { RESOLUTION_THRESHOLD, type ResolutionThreshold } from '../../domain/resolution-warning.entity';

/** The roles that manage numbering resolutions (LICENSE_FULL_ACCESS): they are the ones warned. */
export const RESOLUTION_MANAGER_ROLES = Object.entries(privilegesByRole)
  .filter(([, privileges]) => privileges.includes(Privilege.LICENSE_FULL_ACCESS))
  .map(([role]) => role);

/** The thresholds a resolution has reached today: 90 % of its range used, 30 days or fewer to its end. */
export function reachedThresholds(usage: ResolutionUsage): ResolutionThreshold[] {
  if (usage.daysLeft < 0) return []; // expired: no longer used, nothing to plan
  const reached: ResolutionThreshold[] = [];
  if (usage.used >= Math.ceil(usage.size * RANGE_WARNING_RATIO)) reached.push(RESOLUTION_THRESHOLD.RANGE_90);
  if (usage.daysLeft <= 30) reached.push(RESOLUTION_THRESHOLD.EXPIRY_30);
  return reached;
}

/**
 * Every hour, once across the replicas: mails the staff who manage numbering resolutions (full access) when a
 * resolution reaches 90 % of its range or 30 days before its end — once per resolution and threshold, however
 * many runs see it (invoicing.resolution_warning; decision 0067). The screen shows the same warnings meanwhile.
 */
@Injectable()
@Scheduled({ name: 'invoicing.warn-resolutions', cron: '20 * * * *' })
export class WarnNumberingResolutionsJob implements ScheduledJob {
  private readonly logger = new Logger('Invoicing');

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async run(): Promise<void> {
    await this.warn();
  }

  /** One pass: how many mails were sent. */
  async warn(): Promise<number> {
    const today = colombiaToday(this.clock.now());
    const resolutions = await this.em.fork().find(NumberingResolution, {}, { orderBy: { validFrom: 'asc', createdOn: 'asc' } });
    const due = resolutions.flatMap((resolution) => {
      const usage = usageOf(resolution, today);
      return reachedThresholds(usage).map((threshold) => ({ resolution, usage, threshold }));
    });
    if (due.length === 0) return 0;
    const recipients = await this.recipients();
    if (recipients.length === 0) {
      this.logger.error('a numbering resolution needs attention but no staff with full access has an e-mail');
      return 0;
    }
    let sent = 0;
    for (const { resolution, usage, threshold } of due) {
      sent += await this.em.fork().transactional(async (tx) => {
        const inserted = await tx.execute<{ resolution_id: string }[]>(
          `insert into "invoicing"."resolution_warning" ("resolution_id", "threshold", "recipients", "sent_on") values (?, ?, ?, now())
           on conflict do nothing returning "resolution_id"`,
          [resolution.id, threshold, recipients.length],
        );
        if (inserted.length === 0) return 0;
        const message = warningMail(resolution, usage, threshold);
        for (const to of recipients) await this.mail.send({ ...message, to });
        this.logger.warn({ resolution: resolution.id, threshold, recipients: recipients.length }, 'numbering resolution warning mailed');
        return recipients.length;
      });
    }
    return sent;
  }

  private async recipients(): Promise<string[]> {
    const { recordsData } = await this.queryBus.execute(new GetUsersByRoleQuery(RESOLUTION_MANAGER_ROLES));
    return [...new Set(recordsData.flatMap((record) => record.users.map((user) => user.email.trim().toLowerCase())).filter(Boolean))];
  }
}

function warningMail(
  resolution: NumberingResolution,
  usage: ResolutionUsage,
  threshold: ResolutionThreshold,
): { subject: string; html: string; text: string; category: string } {
  const name = `${resolution.resolutionNumber} (prefijo ${resolution.prefix})`;
  const range = `${resolution.rangeFrom} a ${resolution.rangeTo}`;
  const lines =
    threshold === RESOLUTION_THRESHOLD.RANGE_90
      ? [
          `La resolución de facturación ${name} ha usado ${usage.used} de sus ${usage.size} números (${Math.floor((usage.used * 100) / usage.size)} %).`,
          `Rango: ${range}; siguiente número: ${resolution.prefix}${resolution.nextNumber}.`,
        ]
      : [
          `La resolución de facturación ${name} vence el ${resolution.validTo} (en ${usage.daysLeft} días).`,
          `Rango: ${range}; números usados: ${usage.used} de ${usage.size}.`,
        ];
  lines.push(
    'Solicita a la DIAN una nueva resolución y regístrala en el back office, en "Resoluciones de facturación": sin una resolución vigente las facturas quedan en espera.',
  );
  const subject =
    threshold === RESOLUTION_THRESHOLD.RANGE_90
      ? `Resolución de facturación ${resolution.prefix} ${resolution.resolutionNumber}: ${Math.floor((usage.used * 100) / usage.size)} % del rango usado`
      : `Resolución de facturación ${resolution.prefix} ${resolution.resolutionNumber}: vence en ${usage.daysLeft} días`;
  const text = lines.join('\n');
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return { subject, text, html: lines.map((line) => `<p>${escape(line)}</p>`).join(''), category: 'numbering-resolution-warning' };
}
