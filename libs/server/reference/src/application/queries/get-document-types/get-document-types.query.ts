import { Query } from '@nestjs/cqrs';

export interface DocumentTypeView {
  id: number;
  code: string;
  description: string;
  dianCode: number;
  countries: string[];
}

/** The document types of an app's allowlist, or every document type when no app is given. */
export class GetDocumentTypesQuery extends Query<DocumentTypeView[]> {
  constructor(readonly appName?: string) {
    super();
  }
}
