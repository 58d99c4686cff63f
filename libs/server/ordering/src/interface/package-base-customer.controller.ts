import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@lic/server-kernel';
import type { PackageBaseCustomer, ResultEnvelope } from '@lic/shared-api-types';
import { GetCustomerBasePlanQuery } from '../application/queries/get-customer-base-plan/get-customer-base-plan.query';
import { PackageBaseCustomerRequestDto } from './dto/package-base-customer.request.dto';

/** The base-customer check the purchase form runs before continuing (storefront.md §5, §6). */
@ApiTags('Tienda: órdenes de compra')
@ApiBearerAuth()
@Controller('license/api/license')
export class PackageBaseCustomerController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post('GetPackageBaseCustomer')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Si el cliente tiene un plan base vigente del servicio (órdenes aprobadas o activadas) y si todos son gratis.' })
  async getPackageBaseCustomer(@Body() body: PackageBaseCustomerRequestDto): Promise<ResultEnvelope<PackageBaseCustomer>> {
    return {
      result: await this.queryBus.execute(new GetCustomerBasePlanQuery(body.DocumentType, body.DocumentNumber, body.ServiceName ?? null)),
    };
  }
}
