import { Query } from '@nestjs/cqrs';
import type { NumberingResolutionView } from '@lic/shared-api-types';

/** Every numbering resolution, newest first, with its use and the staff's warnings; never the technical key. */
export class ListNumberingResolutionsQuery extends Query<NumberingResolutionView[]> {}
