import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@lic/server-kernel';
import { WebhookCode, WebhookMessage } from './webhook.messages';

/** The URL is refused (not https outside development, a private address, unresolvable): 400 on the field url. */
export class InvalidWebhookUrlError extends InvalidInputError {
  constructor(message: string) {
    super(WebhookCode.INVALID_URL, message, [{ field: 'url', message }]);
  }
}

export class WebhookNotFoundError extends NotFoundError {
  constructor() {
    super(WebhookCode.NOT_FOUND, WebhookMessage.notFound);
  }
}

export class WebhookDeliveryNotFoundError extends NotFoundError {
  constructor() {
    super(WebhookCode.DELIVERY_NOT_FOUND, WebhookMessage.deliveryNotFound);
  }
}

/** Rotating the secret of, or replaying to, a disabled webhook. */
export class WebhookDisabledError extends ConflictError {
  constructor() {
    super(WebhookCode.DISABLED, WebhookMessage.disabled);
  }
}

export class DeliveryInProgressError extends ConflictError {
  constructor() {
    super(WebhookCode.DELIVERY_IN_PROGRESS, WebhookMessage.deliveryInProgress);
  }
}

/** An app's credential naming another app's webhooks (register, list). */
export class WebhookAppMismatchError extends ForbiddenError {
  constructor() {
    super(WebhookCode.APP_MISMATCH, WebhookMessage.appMismatch);
  }
}
