import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CLOCK, ForgetMailsToCommand, MAIL_SENDER, type Clock, type MailSender } from '@lic/server-kernel';
import { GetCustomerByDocumentQuery, SuppressCustomerContactCommand, type CustomerView } from '@lic/server-customers';
import { FindSupervisorsByEmailQuery, ListCompanyContractsQuery } from '@lic/server-contracts-api';
import { AnonymiseCustomerUserCommand } from '@lic/server-identity';
import { ListHolderOrdersQuery, PurchaseOrderState } from '@lic/server-ordering-api';
import type { DataRequestView } from '@lic/shared-api-types';
import { bogotaDate } from '../../../domain/business-days';
import { Consent } from '../../../domain/consent.entity';
import { DataRequest } from '../../../domain/data-request.entity';
import { PersonalDataAccess } from '../../../domain/personal-data-access.entity';
import { DataRequestNotFoundError, NotASuppressionError, SuppressionBlockedError } from '../../../domain/privacy.errors';
import { RETENTION } from '../../../domain/retention';
import { answerMail } from '../../mails/data-request-mails';
import { ApplySuppressionCommand } from './apply-suppression.command';

const UNPAID = new Set<number>([PurchaseOrderState.REGISTERED, PurchaseOrderState.PENDING_CASH]);

@CommandHandler(ApplySuppressionCommand)
export class ApplySuppressionHandler implements ICommandHandler<ApplySuppressionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async execute({ number, by }: ApplySuppressionCommand): Promise<DataRequestView> {
    const now = this.clock.now();
    const em = this.em.fork();
    const request = await em.findOne(DataRequest, { number });
    if (!request) throw new DataRequestNotFoundError();
    if (request.type !== 'RECLAMO_SUPRESION') throw new NotASuppressionError();
    request.checkOpen();

    const customer: CustomerView | null =
      request.documentNumber && request.documentTypeId !== null
        ? await this.queryBus.execute(new GetCustomerByDocumentQuery(request.documentTypeId, request.documentNumber))
        : null;
    const orders = request.documentNumber ? await this.queryBus.execute(new ListHolderOrdersQuery(request.documentNumber)) : [];

    const blockers: string[] = [];
    for (const order of orders.filter((o) => UNPAID.has(o.state)))
      blockers.push(`la orden ${order.paymentReference} está pendiente de pago`);
    // In force as the contracts context says (ListCompanyContracts' standing), not a date copied elsewhere.
    const contracts =
      request.documentNumber && request.documentTypeId !== null
        ? await this.queryBus.execute(new ListCompanyContractsQuery(request.documentTypeId, request.documentNumber))
        : [];
    for (const contract of contracts.filter((c) => c.standing !== 'TERMINADO')) {
      blockers.push(
        contract.standing === 'VIGENTE'
          ? `el convenio ${contract.contractNumber} está vigente hasta el ${bogotaDate(new Date(contract.contractEndDate))}`
          : `el convenio ${contract.contractNumber} empieza el ${bogotaDate(new Date(contract.contractStartDate))}`,
      );
    }
    // A contract in force needs its supervisor too (matched by the holder's e-mail, as the public form knows them).
    const supervised = request.holderEmail ? await this.queryBus.execute(new FindSupervisorsByEmailQuery(request.holderEmail)) : [];
    for (const contract of supervised.filter((c) => c.standing !== 'TERMINADO')) {
      blockers.push(
        contract.standing === 'VIGENTE'
          ? `el titular supervisa el convenio ${contract.contractNumber}, vigente hasta el ${bogotaDate(new Date(contract.contractEndDate))}`
          : `el titular supervisa el convenio ${contract.contractNumber}, que empieza el ${bogotaDate(new Date(contract.contractStartDate))}`,
      );
    }
    if (blockers.length > 0) throw new SuppressionBlockedError(blockers);

    const removed: string[] = [];
    if (customer && request.documentTypeId !== null && request.documentNumber) {
      await this.commandBus.execute(new SuppressCustomerContactCommand(request.documentTypeId, request.documentNumber));
      removed.push('el teléfono, el correo, la dirección y el representante legal del registro de clientes');
    }
    const emails = [request.holderEmail, customer?.email ?? ''].filter(Boolean);
    const mails = await this.commandBus.execute(new ForgetMailsToCommand(emails));
    removed.push(mails === 1 ? '1 correo enviado' : `${mails} correos enviados`);
    const or = [
      { holderEmail: { $in: emails.map((e) => e.toLowerCase()) } },
      ...(request.documentNumber ? [{ documentNumber: request.documentNumber }] : []),
    ];
    const consents = await em.find(Consent, { $or: or });
    for (const consent of consents) consent.forgetContact();
    if (consents.length > 0) removed.push('el nombre y el correo de las pruebas de autorización');

    // The sign-in account (identity): anonymised, deactivated, its sessions ended; privacy's own rows
    // follow its new name so that the holder's requests and consents stay linked without naming them.
    const accounts = await this.commandBus.execute(
      new AnonymiseCustomerUserCommand({ userName: request.userName, email: request.holderEmail || null }),
    );
    for (const account of accounts) {
      await em.nativeUpdate(Consent, { userName: account.formerUserName }, { userName: account.userName });
      await em.nativeUpdate(DataRequest, { userName: account.formerUserName }, { userName: account.userName });
      await em.nativeUpdate(PersonalDataAccess, { userName: account.formerUserName, actor: 'CLIENTE' }, { userName: account.userName });
    }
    if (accounts.length > 0) {
      removed.push('el usuario de acceso a la tienda (su nombre, correo y contraseña; ya no puede iniciar sesión)');
    }

    const kept = [RETENTION.invoices, RETENTION.payments, RETENTION.contracts, RETENTION.consents].map(
      (rule) => `- ${rule.record}: ${rule.keptFor} (${rule.why}).`,
    );
    const answer = [
      `Atendimos su solicitud de supresión. Eliminamos ${removed.join('; ')}.`,
      `Conservamos, porque la ley lo exige:\n${kept.join('\n')}`,
      'Pasados esos plazos, esos registros se eliminan o se anonimizan.',
    ].join('\n\n');

    await em.flush();
    // The answer is kept only if the holder was sent it; a second officer at the same time finds it answered.
    return this.em.fork().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(DataRequest, { number }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      locked.respond(answer, by, now);
      await tx.flush();
      await this.mail.send(answerMail(locked));
      return locked.toView(now);
    });
  }
}
