import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@lic/server-kernel';
import { ANONYMOUS_VIEWER, type StorefrontViewer } from '@lic/server-storefront-api';
import { GetCustomerByDocumentQuery } from '@lic/server-customers';
import { GetDocumentTypesQuery } from '@lic/server-reference';

const REMEMBER_MS = 5 * 60_000;
const REMEMBER_MAX = 10_000;
/** Document type codes older tokens carry (storefront.md examples use NI for the NIT). */
const CODE_ALIASES: Record<string, string> = { NI: 'NIT' };

/**
 * The viewer of a request from its optional token: customer_type (a document type id or code) and
 * customer_value (the document number) name the company, found through the customers context; when
 * it is not found there, the token's customer_id claim (signed by identity) is used, and without one
 * the user views the storefront as anonymous. Answers are remembered for a few
 * minutes, so a catalogue request with a token costs no query when its answer is cached.
 */
@Injectable()
export class StorefrontViewers {
  private readonly remembered = new Map<string, { viewer: StorefrontViewer; until: number }>();
  private documentTypes?: Promise<Map<string, number>>;

  constructor(private readonly queryBus: QueryBus) {}

  async of(user: AuthenticatedUser | undefined): Promise<StorefrontViewer> {
    if (!user?.customerType || !user.customerValue) return ANONYMOUS_VIEWER;
    const key = `${user.customerType}|${user.customerValue}`;
    const now = Date.now();
    const known = this.remembered.get(key);
    if (known && known.until > now) return known.viewer;
    const resolved = await this.resolve(user.customerType, user.customerValue);
    const viewer = resolved.customerId === null && user.customerId ? { customerId: user.customerId } : resolved;
    if (this.remembered.size >= REMEMBER_MAX) this.remembered.clear();
    this.remembered.set(key, { viewer, until: now + REMEMBER_MS });
    return viewer;
  }

  private async resolve(customerType: string, customerValue: string): Promise<StorefrontViewer> {
    const documentTypeId = await this.documentTypeId(customerType);
    if (documentTypeId === null) return ANONYMOUS_VIEWER;
    const customer = await this.queryBus.execute(new GetCustomerByDocumentQuery(documentTypeId, customerValue));
    return customer ? { customerId: customer.customerId } : ANONYMOUS_VIEWER;
  }

  private async documentTypeId(customerType: string): Promise<number | null> {
    const text = customerType.trim().toUpperCase();
    if (/^\d+$/.test(text)) return Number(text);
    this.documentTypes ??= this.queryBus
      .execute(new GetDocumentTypesQuery())
      .then((types) => new Map(types.map((type) => [type.code.toUpperCase(), type.id])))
      .catch((error: unknown) => {
        this.documentTypes = undefined;
        throw error;
      });
    const byCode = await this.documentTypes;
    return byCode.get(CODE_ALIASES[text] ?? text) ?? byCode.get(text) ?? null;
  }
}
