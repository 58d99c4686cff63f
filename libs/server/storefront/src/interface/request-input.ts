import { InvalidInputError, type DomainErrorField } from '@lic/server-kernel';
import { ErrorCode, GenericMessage } from '@lic/shared-api-types';
import { brandByAppName, type Brand } from '@lic/server-reference';
import { EmailVerificationMessage } from '../domain/email-verification.messages';

type HeaderBag = Record<string, string | string[] | undefined>;

/** Field errors of headers and path parameters, which the validation pipe does not see; thrown together as one 400. */
export class InputErrors {
  private readonly list: DomainErrorField[] = [];

  add(field: string, message: string | null | undefined): void {
    if (message && !this.list.some((e) => e.field === field)) this.list.push({ field, message });
  }

  throwIfAny(): void {
    if (this.list.length === 0) return;
    const summary = this.list.length === 1 ? `${this.list[0].field}: ${this.list[0].message}` : GenericMessage.VALIDATION;
    throw new InvalidInputError(ErrorCode.VALIDATION, summary, [...this.list]);
  }
}

export function headerValue(headers: HeaderBag, name: string): string | undefined {
  const raw = headers[name.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/** A brand by its appName; records "La aplicación indicada no existe." under `field` when unknown. */
export function knownBrand(errors: InputErrors, field: string, appName: string | undefined): Brand | undefined {
  const brand = brandByAppName(appName);
  if (!brand) errors.add(field, EmailVerificationMessage.unknownApp);
  return brand;
}
