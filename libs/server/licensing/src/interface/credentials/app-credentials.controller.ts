import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePrivileges } from '@lic/server-kernel';
import {
  Privilege,
  type AppCredentialView,
  type CreatedAppCredential,
  type RecordsResult,
  type ResultEnvelope,
} from '@lic/shared-api-types';
import { CreateAppCredentialCommand } from '../../application/commands/create-app-credential/create-app-credential.command';
import { ListAppCredentialsQuery } from '../../application/queries/list-app-credentials/list-app-credentials.query';
import { RevokeAppCredentialCommand } from '../../application/commands/revoke-app-credential/revoke-app-credential.command';
import { AppCredentialNotFoundError } from '../../domain/credentials/credentials.errors';
import { CreateAppCredentialRequestDto } from './dto/create-app-credential.request.dto';

/** Staff manage the credentials the apps report consumption with (privilege LICENSES). */
@ApiTags('Licencias: credenciales de las apps')
@ApiBearerAuth()
@Controller('license/api/app-credentials')
export class AppCredentialsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({ summary: 'Todas las credenciales (las revocadas también), la más reciente primero; nunca el secreto.' })
  async list(): Promise<ResultEnvelope<RecordsResult<AppCredentialView>>> {
    return { result: { records: await this.queryBus.execute(new ListAppCredentialsQuery()) } };
  }

  @Post()
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({ summary: 'Crea una credencial para una app; la respuesta trae clientSecret, la única vez que se muestra.' })
  async create(@Body() body: CreateAppCredentialRequestDto): Promise<ResultEnvelope<{ records: CreatedAppCredential }>> {
    return { result: { records: await this.commandBus.execute(new CreateAppCredentialCommand(body.appName, body.description)) } };
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({ summary: 'Revoca la credencial: todas las réplicas la rechazan en menos de 5 segundos.' })
  async revoke(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new AppCredentialNotFoundError() })) id: string,
  ): Promise<ResultEnvelope<{ records: AppCredentialView }>> {
    return { result: { records: await this.commandBus.execute(new RevokeAppCredentialCommand(id)) } };
  }
}
