import { Command } from '@nestjs/cqrs';

/** What a staff user opened in the back office. */
export type StaffAccessAction = 'FICHA_CLIENTE' | 'DETALLE_ORDEN' | 'COMPROBANTE_PAGO' | 'RUT';

export interface StaffAccess {
  /** The staff user who opened it (the token's user name). */
  userName: string;
  action: StaffAccessAction;
  /** Whose data: the holder's document, or the order's reference when that is all the reader has. */
  subject: string;
  /** Which record (order reference, file), shown beside the subject. */
  detail: string | null;
  ip: string | null;
}

/**
 * Logs that staff opened a holder's personal data in the back office (Ley 1581, decision 0068): the customer
 * record, a purchase order's detail, a payment proof or RUT. Sent by the context that answered the read,
 * after it answered; privacy keeps it in the officer's access log.
 */
export class RecordStaffAccessCommand extends Command<void> {
  constructor(readonly access: StaffAccess) {
    super();
  }
}
