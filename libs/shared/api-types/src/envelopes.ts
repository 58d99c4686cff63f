/** Success envelopes the clients read (`result.records`, `result.count`, `statusMessage`). */
export interface ResultEnvelope<T> {
  result: T;
  statusMessage?: string;
}

export interface RecordsResult<T> {
  records: T[];
  count?: number;
}

export interface LoginTokens {
  token: string;
  refreshToken: string;
}
