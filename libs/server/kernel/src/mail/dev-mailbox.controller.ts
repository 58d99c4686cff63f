import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, GenericMessage, type RecordsResult, type ResultEnvelope } from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';
import { Public } from '../auth/access-rule.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { InvalidInputError, NotFoundError } from '../errors/domain.error';
import { listMailbox, MAILBOX_DEFAULT_LIMIT, MAILBOX_MAX_LIMIT, renderMailboxPage, type MailboxEntry } from './dev-mailbox';

const RECIPIENT_MAX_LENGTH = 320;

/**
 * The dev mailbox: the mails of kernel.outgoing_mail as JSON (end-to-end tests read verification codes
 * from it) and as a page. Public, but it answers 404 in production unless DEV_MAILBOX=true.
 */
@ApiTags('Desarrollo')
@Controller()
export class DevMailboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {}

  @Get('api/dev/mailbox')
  @Public()
  @ApiOperation({ summary: 'Buzón de desarrollo: últimos correos enviados (filtro ?to=); 404 en producción' })
  @ApiQuery({ name: 'to', required: false, example: 'cliente@empresa.com.co' })
  @ApiQuery({ name: 'limit', required: false, type: 'integer', example: 50 })
  async list(@Query('to') to?: string, @Query('limit') limit?: string): Promise<ResultEnvelope<RecordsResult<MailboxEntry>>> {
    this.assertEnabled();
    const records = await listMailbox(this.em, { to: this.recipient(to), limit: this.limit(limit) });
    return { result: { records, count: records.length } };
  }

  @Get('dev/mailbox')
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Página "Buzón de desarrollo" con los últimos correos y sus enlaces; 404 en producción' })
  @ApiQuery({ name: 'to', required: false })
  async page(@Query('to') to?: string): Promise<string> {
    this.assertEnabled();
    const recipient = this.recipient(to);
    return renderMailboxPage(await listMailbox(this.em, { to: recipient, limit: MAILBOX_DEFAULT_LIMIT }), recipient);
  }

  private assertEnabled(): void {
    if (!this.config.devMailbox) throw new NotFoundError(ErrorCode.NOT_FOUND, GenericMessage.NOT_FOUND);
  }

  private recipient(to: unknown): string | undefined {
    if (to === undefined || to === '') return undefined;
    if (typeof to !== 'string' || to.length > RECIPIENT_MAX_LENGTH) {
      const message = MESSAGES.maxLength(RECIPIENT_MAX_LENGTH);
      throw new InvalidInputError(ErrorCode.VALIDATION, `to: ${message}`, [{ field: 'to', message }]);
    }
    return to;
  }

  private limit(raw: unknown): number {
    if (raw === undefined || raw === '') return MAILBOX_DEFAULT_LIMIT;
    const value = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(value) || value < 1 || value > MAILBOX_MAX_LIMIT) {
      const message = MESSAGES.integerRange(1, MAILBOX_MAX_LIMIT);
      throw new InvalidInputError(ErrorCode.VALIDATION, `limit: ${message}`, [{ field: 'limit', message }]);
    }
    return value;
  }
}
