import { Query } from '@nestjs/cqrs';
import type { ParameterType } from '../../../domain/parameter-type';
import type { ParameterView } from '../../../domain/parameter.view';

/** The well-typed parameters of an app, of one parameter type or of all. */
export class GetAppParametersQuery extends Query<ParameterView[]> {
  constructor(
    readonly appName: string,
    readonly parameterType?: ParameterType,
  ) {
    super();
  }
}
