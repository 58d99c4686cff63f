import { Logger } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import { RecordConsentCommand } from '@lic/server-privacy-api';
import type { ConsentForm } from '@lic/shared-api-types';
import type { PurchaseOrder } from '../../domain/purchase-order.entity';

const logger = new Logger('RecordOrderConsent');

/**
 * Hands the order's consent to the privacy context, where the holder's consent history lives
 * (decision 0057). The order keeps its own copy (ConsentRecord), so a failure here loses no proof: it is
 * logged and the purchase goes on.
 */
export async function recordOrderConsent(commandBus: CommandBus, order: PurchaseOrder, form: ConsentForm): Promise<void> {
  const service = order.serviceCustomer;
  const name = service.legalName ?? [service.firstName, service.lastName].filter(Boolean).join(' ');
  try {
    await commandBus.execute(
      new RecordConsentCommand({
        appName: order.appName,
        form,
        policyUrl: order.consent.policyUrl,
        termsUrl: order.consent.termsUrl,
        acceptedAt: order.consent.acceptedAt,
        ip: order.consent.ip ?? null,
        userName: order.consent.userName ?? null,
        customerId: order.serviceCustomerId,
        documentTypeId: service.documentTypeId,
        documentNumber: service.documentNumber,
        holderName: name || null,
        holderEmail: service.email,
      }),
    );
  } catch (error) {
    logger.error(`consent of order ${order.paymentReference} not recorded: ${(error as Error).message}`);
  }
}
