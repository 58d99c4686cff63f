import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, RequireAnyPrivilege, RequirePrivileges, type AuthenticatedUser } from '@lic/server-kernel';
import { Privilege, type ResultEnvelope } from '@lic/shared-api-types';
import { RevokeUserSessionsCommand } from '../application/commands/revoke-user-sessions/revoke-user-sessions.command';
import { GetUserByNameIdQuery, type UserView } from '../application/queries/get-user-by-name-id/get-user-by-name-id.query';
import { ValidateSessionQuery } from '../application/queries/validate-session/validate-session.query';
import { MODULE_PRIVILEGES } from '../domain/role';
import { RevokeSessionsRequestDto } from './dto/revoke-sessions.request.dto';
import { RequiredHeader } from './required-header.decorator';

@ApiTags('Identidad: usuarios y sesiones')
@ApiBearerAuth()
@Controller('api/user')
export class UserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('GetUserByNameId')
  @RequireAnyPrivilege(...MODULE_PRIVILEGES)
  @ApiOperation({ summary: 'Datos de un usuario por id o nombre de usuario (creador y modificador en el back office).' })
  @ApiHeader({ name: 'iduser', required: true, description: 'Id (uuid) o nombre de usuario.' })
  async getUserByNameId(@RequiredHeader('iduser') idOrUserName: string): Promise<ResultEnvelope<UserView>> {
    return { result: await this.queries.execute(new GetUserByNameIdQuery(idOrUserName)) };
  }

  @Post('validatesession')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirma que el id de conexión es un socket vivo del mismo usuario.' })
  @ApiHeader({ name: 'connectionId', required: true, description: 'Id devuelto por GetConnectionId en /api/connections/session.' })
  async validateSession(
    @CurrentUser() caller: AuthenticatedUser,
    @RequiredHeader('connectionId') connectionId: string,
  ): Promise<ResultEnvelope<{ valid: true }>> {
    return { result: await this.queries.execute(new ValidateSessionQuery(caller.userName, connectionId)) };
  }

  @Post('RevokeSessions')
  @RequirePrivileges(Privilege.LICENSE_FULL_ACCESS)
  @HttpCode(200)
  @ApiOperation({ summary: 'Cierra todas las sesiones de un usuario y avisa a sus ventanas abiertas (ReceiveSessionStatus).' })
  async revokeSessions(@Body() body: RevokeSessionsRequestDto): Promise<ResultEnvelope<boolean>> {
    return { result: await this.commands.execute(new RevokeUserSessionsCommand(body.UserName)) };
  }
}
