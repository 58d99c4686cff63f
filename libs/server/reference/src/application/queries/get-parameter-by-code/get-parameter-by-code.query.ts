import { Query } from '@nestjs/cqrs';
import { DEFAULT_PARAMETER_APP } from '../../../domain/parameter-type';
import type { ParameterView } from '../../../domain/parameter.view';

/**
 * One parameter by its code: the app's own value, else the license app's (e.g. PackageTax).
 * Fails with ParameterNotFoundError when neither holds a well-typed value.
 */
export class GetParameterByCodeQuery extends Query<ParameterView> {
  constructor(
    readonly parameterCode: string,
    readonly appName: string = DEFAULT_PARAMETER_APP,
  ) {
    super();
  }
}
