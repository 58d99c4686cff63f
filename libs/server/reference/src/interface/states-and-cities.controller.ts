import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@lic/server-kernel';
import type { ResultEnvelope } from '@lic/shared-api-types';
import { GetStatesAndCitiesQuery } from '../application/queries/get-states-and-cities/get-states-and-cities.query';

export interface StatesAndCities {
  statesList: { id: number; daneCode: string; stateName: string; city: { id: number; daneCode: string; cityName: string }[] }[];
  itemsStatesList: { text: string; value: number }[];
}

@ApiTags('Referencia')
@Controller('license/api/parameter')
export class StatesAndCitiesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('GetListStatesAndCities')
  @Public()
  @ApiOperation({ summary: 'Departamentos y municipios de Colombia con sus códigos DANE' })
  async getListStatesAndCities(): Promise<ResultEnvelope<{ records: StatesAndCities }>> {
    const departments = await this.queryBus.execute(new GetStatesAndCitiesQuery());
    return {
      result: {
        records: {
          statesList: departments.map((d) => ({
            id: d.id,
            daneCode: d.daneCode,
            stateName: d.name,
            city: d.cities.map((c) => ({ id: c.id, daneCode: c.daneCode, cityName: c.name })),
          })),
          itemsStatesList: departments.map((d) => ({ text: d.name, value: d.id })),
        },
      },
    };
  }
}
