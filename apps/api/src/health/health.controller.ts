import { Controller, Get } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { ApiExtension, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public, WITHOUT_DATABASE, withinDeadline } from '@lic/server-kernel';
import { Readiness } from './readiness';

/** How long GET /api/health waits for the database's answer. */
const PING_DEADLINE_MS = 3_000;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly orm: MikroORM,
    private readonly readiness: Readiness,
  ) {}

  @Get()
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Salud: la base de datos responde (200 ok, 503 si no)' })
  check() {
    return this.health.check([() => this.databasePing()]);
  }

  /**
   * The database answers `select 1` within 3 s. Its own deadline rather than terminus' pingCheck timeout: that
   * one is an AbortSignal.timeout nobody clears, which kept every health request in memory 3 s (decision 0071).
   */
  private async databasePing() {
    const database = this.indicators.check('database');
    try {
      await withinDeadline(PING_DEADLINE_MS, () => this.orm.em.getConnection().execute('select 1'));
      return database.up();
    } catch (error) {
      return database.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Liveness: the process answers; nothing outside it is asked (a database outage must not restart every pod). */
  @Get('live')
  @Public()
  @ApiOperation({ summary: 'Liveness: el proceso responde' })
  @ApiExtension(WITHOUT_DATABASE, true)
  @ApiOkResponse({ schema: { example: { status: 'ok', uptimeSeconds: 42 } } })
  live() {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  /** Readiness: database reachable, every migration applied, Redis reachable when configured; 503 otherwise. */
  @Get('ready')
  @Public()
  @ApiOperation({ summary: 'Readiness: base de datos, migraciones aplicadas y Redis (si está configurado)' })
  @ApiOkResponse({
    schema: {
      example: {
        status: 'ok',
        checks: {
          database: { status: 'up' },
          migrations: { status: 'up', known: 40, applied: 40, pending: [] },
          redis: { status: 'up' },
        },
      },
    },
  })
  @ApiServiceUnavailableResponse({
    schema: {
      example: {
        statusCode: 503,
        code: 'HEALTH.NOT_READY',
        statusMessage: 'El servicio aún no está listo: faltan 2 migraciones por aplicar.',
        errors: [],
        status: 'error',
        checks: { database: { status: 'up' }, migrations: { status: 'down', known: 40, applied: 38, pending: ['Migration…'] } },
      },
    },
  })
  async ready() {
    return { status: 'ok', checks: await this.readiness.assertReady() };
  }
}
