import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { isPublicAddress } from '../domain/destination-address';
import { InvalidWebhookUrlError } from '../domain/webhook.errors';
import { WebhookMessage } from '../domain/webhook.messages';
import { WEBHOOKS_CONFIG, type WebhooksConfig } from './webhooks.config';

/** Where a POST goes: the URL and the one address checked, which the connection is pinned to. */
export interface Destination {
  url: URL;
  hostname: string;
  address: string;
  family: 4 | 6;
}

/**
 * The SSRF rules of webhooks (decision 0035), at registration and before every POST: outside
 * development only https, and every address the host resolves to must be public (destination-address.ts).
 * The POST then connects to the address checked here (webhook-sender.ts pins it), so a DNS answer that
 * changes between the check and the connection (rebinding) is never used. Hosts of WEBHOOK_ALLOWED_HOSTS
 * skip both rules (development and tests: a receiver on 127.0.0.1).
 */
@Injectable()
export class DestinationGuard {
  constructor(@Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig) {}

  /** The URL's form alone (no DNS): what the registration's validation answers first. */
  parse(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new InvalidWebhookUrlError(WebhookMessage.badUrl);
    }
    if (!['http:', 'https:'].includes(url.protocol) || !url.hostname) throw new InvalidWebhookUrlError(WebhookMessage.badUrl);
    if (url.username || url.password) throw new InvalidWebhookUrlError(WebhookMessage.credentialsInUrl);
    if (url.protocol !== 'https:' && !this.exempt(url)) throw new InvalidWebhookUrlError(WebhookMessage.httpsRequired);
    return url;
  }

  /** Parses, resolves and checks the URL; throws InvalidWebhookUrlError with the Spanish reason. */
  async resolve(raw: string): Promise<Destination> {
    const url = this.parse(raw);
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: { address: string; family: number }[];
    if (isIP(hostname)) {
      addresses = [{ address: hostname, family: isIP(hostname) }];
    } else {
      try {
        addresses = await lookup(hostname, { all: true, verbatim: true });
      } catch {
        throw new InvalidWebhookUrlError(WebhookMessage.unresolvableHost);
      }
    }
    if (addresses.length === 0) throw new InvalidWebhookUrlError(WebhookMessage.unresolvableHost);
    if (!this.exempt(url) && addresses.some(({ address }) => !isPublicAddress(address))) {
      throw new InvalidWebhookUrlError(WebhookMessage.privateAddress);
    }
    const [first] = addresses;
    return { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
  }

  private exempt(url: URL): boolean {
    return this.config.development || this.config.allowedHosts.has(url.hostname.toLowerCase().replace(/^\[|\]$/g, ''));
  }
}
