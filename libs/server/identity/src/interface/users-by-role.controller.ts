import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireAnyPrivilege } from '@lic/server-kernel';
import type { ResultEnvelope } from '@lic/shared-api-types';
import { GetUsersByRoleQuery, type UsersByRoleView } from '../application/queries/get-users-by-role/get-users-by-role.query';
import { MODULE_PRIVILEGES } from '../domain/role';
import { RequiredHeader } from './required-header.decorator';

@ApiTags('Identidad: usuarios y sesiones')
@ApiBearerAuth()
@Controller('user/api')
export class UsersByRoleController {
  constructor(private readonly queries: QueryBus) {}

  @Get('get-users-by-role')
  @RequireAnyPrivilege(...MODULE_PRIVILEGES)
  @ApiOperation({ summary: 'Usuarios activos de uno o varios roles (separados por coma), p. ej. LICENSE_COLFACTURA_COMERCIALMANAGER.' })
  @ApiHeader({ name: 'role', required: true, example: 'LICENSE_COLFACTURA_COMERCIALMANAGER' })
  async getUsersByRole(@RequiredHeader('role') header: string): Promise<ResultEnvelope<UsersByRoleView>> {
    const roles = [...new Set(header.split(',').map((role) => role.trim().toUpperCase()))];
    return { result: await this.queries.execute(new GetUsersByRoleQuery(roles)) };
  }
}
