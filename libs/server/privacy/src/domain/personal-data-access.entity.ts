import { randomUUID } from 'node:crypto';
import type { StaffAccessAction } from '@lic/server-privacy-api';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type PersonalDataAccessAction = 'EXPORTACION' | 'HISTORIAL_AUTORIZACIONES' | 'SOLICITUDES' | StaffAccessAction;

/**
 * Who read whose personal data and when (decision 0059): the exports of personal data, the officer's
 * reads of a holder's consents and staff opening a customer, an order or a proof (decision 0068). Kept for the retention table's period; never changed.
 */
@Entity({ schema: 'privacy', tableName: 'personal_data_access' })
@Index({ name: 'personal_data_access_on_idx', properties: ['accessedAt'] })
export class PersonalDataAccess {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  accessedAt!: Date;

  @Property({ type: 'string', length: 100 })
  userName!: string;

  /** CLIENTE: the holder themself; PERSONAL: staff. */
  @Property({ type: 'string', length: 10 })
  actor!: 'CLIENTE' | 'PERSONAL';

  @Property({ type: 'string', length: 30 })
  action!: PersonalDataAccessAction;

  /** The holder's document, user or e-mail whose data was read. */
  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  detail!: string | null;

  /** The address of the request (staff reads of the back office). */
  @Property({ type: 'string', length: 45, nullable: true })
  ip!: string | null;

  static record(
    input: Omit<PersonalDataAccess, 'id' | 'detail' | 'ip'> & { detail?: string | null; ip?: string | null },
  ): PersonalDataAccess {
    const access = new PersonalDataAccess();
    Object.assign(access, { ...input, detail: input.detail ?? null, ip: input.ip ?? null });
    return access;
  }
}
