import { Command } from '@nestjs/cqrs';

/**
 * A holder's "supresión" (Ley 1581 de 2012, decision 0059): the contact data no law asks to keep (phone,
 * e-mail, address, the legal representative) is removed; the name and document stay, since invoices and
 * accounting support name the buyer for ten years. Answers whether a customer was found.
 */
export class SuppressCustomerContactCommand extends Command<boolean> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
  ) {
    super();
  }
}
