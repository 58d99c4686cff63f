import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DataRequestAlert, DataRequestState, DataRequestType, DataRequestView } from '@lic/shared-api-types';
import { addBusinessDays, bogotaDate, businessDaysBetween } from './business-days';
import { LEGAL_TERM, procedureOf, WARNING_BUSINESS_DAYS } from './data-request-deadlines';
import { DataRequestAlreadyAnsweredError, DataRequestAlreadyExtendedError } from './privacy.errors';

export interface DataRequestHolder {
  name: string;
  email: string;
  userName: string | null;
  customerId: string | null;
  documentTypeId: number | null;
  documentNumber: string | null;
}

/**
 * A holder's request under Ley 1581 de 2012 (consulta or reclamo), with its number and legal deadline
 * counted in Colombian business days from the day after it was received (Bogotá calendar).
 */
@Entity({ schema: 'privacy', tableName: 'data_request' })
@Index({ name: 'data_request_customer_idx', properties: ['customerId'] })
export class DataRequest {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 20, unique: true })
  number!: string;

  @Property({ type: 'string', length: 30 })
  type!: DataRequestType;

  @Property({ type: 'text' })
  detail!: string;

  @Property({ type: 'string', length: 10 })
  channel!: 'CUENTA' | 'PUBLICO';

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 200 })
  holderName!: string;

  @Property({ type: 'string', length: 200 })
  holderEmail!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  userName!: string | null;

  @Property({ type: 'uuid', nullable: true })
  customerId!: string | null;

  @Property({ type: 'integer', nullable: true })
  documentTypeId!: number | null;

  @Property({ type: 'string', length: 30, nullable: true })
  documentNumber!: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  receivedAt!: Date;

  /** Bogotá calendar days (YYYY-MM-DD). */
  @Property({ type: 'string', columnType: 'date' })
  receivedOn!: string;

  @Property({ type: 'string', columnType: 'date' })
  dueOn!: string;

  @Property({ type: 'string', length: 12 })
  state: DataRequestState = 'RECIBIDA';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  extendedAt: Date | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  extensionReason: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  extendedBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  answer: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  answeredAt: Date | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  answeredBy: string | null = null;

  static receive(input: {
    number: string;
    type: DataRequestType;
    detail: string;
    channel: 'CUENTA' | 'PUBLICO';
    appName: string;
    holder: DataRequestHolder;
    now: Date;
  }): DataRequest {
    const request = new DataRequest();
    request.number = input.number;
    request.type = input.type;
    request.detail = input.detail.trim();
    request.channel = input.channel;
    request.appName = input.appName;
    request.holderName = input.holder.name.slice(0, 200);
    request.holderEmail = input.holder.email.slice(0, 200);
    request.userName = input.holder.userName;
    request.customerId = input.holder.customerId;
    request.documentTypeId = input.holder.documentTypeId;
    request.documentNumber = input.holder.documentNumber;
    request.receivedAt = input.now;
    request.receivedOn = bogotaDate(input.now);
    request.dueOn = addBusinessDays(request.receivedOn, LEGAL_TERM[procedureOf(input.type)].days);
    return request;
  }

  /** Once, with a reason the holder is told, before it is answered (art. 14 and 15). */
  extend(reason: string, by: string, now: Date): void {
    if (this.state === 'RESPONDIDA') throw new DataRequestAlreadyAnsweredError();
    if (this.extendedAt) throw new DataRequestAlreadyExtendedError();
    this.extendedAt = now;
    this.extensionReason = reason.trim();
    this.extendedBy = by;
    this.dueOn = addBusinessDays(this.dueOn, LEGAL_TERM[procedureOf(this.type)].extensionDays);
    this.state = 'PRORROGADA';
  }

  checkOpen(): void {
    if (this.state === 'RESPONDIDA') throw new DataRequestAlreadyAnsweredError();
  }

  respond(answer: string, by: string, now: Date): void {
    this.checkOpen();
    this.answer = answer.trim();
    this.answeredAt = now;
    this.answeredBy = by;
    this.state = 'RESPONDIDA';
  }

  toView(now: Date): DataRequestView {
    const open = this.state !== 'RESPONDIDA';
    const left = open ? businessDaysBetween(bogotaDate(now), this.dueOn) : null;
    let alert: DataRequestAlert = null;
    if (left !== null) alert = left < 0 ? 'VENCIDA' : left <= WARNING_BUSINESS_DAYS ? 'POR_VENCER' : null;
    return {
      number: this.number,
      type: this.type,
      receivedOn: this.receivedOn,
      dueOn: this.dueOn,
      state: this.state,
      detail: this.detail,
      holderName: this.holderName,
      holderEmail: this.holderEmail,
      documentNumber: this.documentNumber,
      channel: this.channel,
      appName: this.appName,
      businessDaysLeft: left,
      alert,
      extendedOn: this.extendedAt ? bogotaDate(this.extendedAt) : null,
      extensionReason: this.extensionReason,
      answer: this.answer,
      answeredOn: this.answeredAt ? bogotaDate(this.answeredAt) : null,
      answeredBy: this.answeredBy,
    };
  }
}
