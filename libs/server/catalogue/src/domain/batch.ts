/** A batch of rows: skip the rows already loaded (lastRow) and take numRows. */
export interface Batch {
  lastRow: number;
  numRows: number;
}

export interface BatchResult<T> {
  records: T[];
  /** Rows in total, whatever the batch. */
  rows: number;
}
