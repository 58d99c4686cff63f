import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { TransactionRange } from '@lic/shared-api-types';
import {
  editedTransactionRangeProblem,
  RANGE_LIMIT_MAX_LENGTH,
  RANGE_PRICE_MAX_LENGTH,
  sortTransactionRanges,
  transactionRangeProblem,
  type TransactionRangeField,
} from '@lic/shared-rules';
import { formatCop } from '@lic/web-ui';
import { formatQuantity } from '../../../features/licences/licence-rules';
import { LICENCE_FORM_TEXT } from '../../../features/licences/licences.messages';

const T = LICENCE_FORM_TEXT;

type Draft = Record<TransactionRangeField, string>;
const EMPTY: Draft = { rangeMinimum: '', rangeMaximum: '', rangePrice: '' };
const LABELS: Record<TransactionRangeField, string> = {
  rangeMinimum: T.rangeMinimum,
  rangeMaximum: T.rangeMaximum,
  rangePrice: T.rangePrice,
};

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');
const toRange = (draft: Draft) => ({
  rangeMinimum: draft.rangeMinimum === '' ? NaN : Number(draft.rangeMinimum),
  rangeMaximum: draft.rangeMaximum === '' ? NaN : Number(draft.rangeMaximum),
  rangePrice: draft.rangePrice === '' ? NaN : Number(draft.rangePrice),
});
const toDraft = (range: TransactionRange): Draft => ({
  rangeMinimum: String(range.rangeMinimum),
  rangeMaximum: String(range.rangeMaximum),
  rangePrice: String(range.rangePrice),
});
/** Empty inputs reach the shared rules as empty text so that they answer "Campo obligatorio". */
const asTyped = (draft: Draft) => {
  const range = toRange(draft);
  return {
    rangeMinimum: (draft.rangeMinimum === '' ? '' : range.rangeMinimum) as number,
    rangeMaximum: (draft.rangeMaximum === '' ? '' : range.rangeMaximum) as number,
    rangePrice: (draft.rangePrice === '' ? '' : range.rangePrice) as number,
  };
};

export interface TransactionRangesEditorProps {
  value: TransactionRange[];
  onChange: (ranges: TransactionRange[]) => void;
  disabled?: boolean;
}

/**
 * The transaction-range table of the licence form (backoffice-licensing.md §5.1): a row of inputs adds a range
 * checked against the others; a row can be edited in place (an edit that breaks a rule is reverted with its
 * message) or deleted.
 */
export function TransactionRangesEditor({ value, onChange, disabled }: TransactionRangesEditorProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<{ field: TransactionRangeField; message: string } | null>(null);
  const [editing, setEditing] = useState<{ index: number; draft: Draft } | null>(null);
  const [editProblem, setEditProblem] = useState<string | null>(null);
  const ranges = sortTransactionRanges(value);

  const add = () => {
    const found = transactionRangeProblem(ranges, asTyped(draft));
    if (found) {
      setProblem(found);
      return;
    }
    setProblem(null);
    setDraft(EMPTY);
    onChange(sortTransactionRanges([...ranges, toRange(draft)]));
  };

  const saveEdit = () => {
    if (!editing) return;
    const candidate = { ...ranges[editing.index], ...toRange(editing.draft) };
    const found = editedTransactionRangeProblem(ranges, editing.index, asTyped(editing.draft));
    setEditing(null);
    if (found) {
      // §5.1: the row goes back to what it was, with the rule's message.
      setEditProblem(found.message);
      return;
    }
    setEditProblem(null);
    onChange(sortTransactionRanges(ranges.map((range, index) => (index === editing.index ? candidate : range))));
  };

  const remove = (position: number) => {
    setEditProblem(null);
    onChange(ranges.filter((_, index) => index !== position));
  };

  const cell = (field: TransactionRangeField, index: number, shown: string) =>
    editing?.index === index ? (
      <Input
        size="small"
        aria-label={`${LABELS[field]} ${index + 1}`}
        value={editing.draft[field]}
        maxLength={field === 'rangePrice' ? RANGE_PRICE_MAX_LENGTH : RANGE_LIMIT_MAX_LENGTH}
        inputMode="numeric"
        onChange={(event) => setEditing({ index, draft: { ...editing.draft, [field]: digitsOnly(event.target.value) } })}
      />
    ) : (
      shown
    );

  return (
    <div>
      <Row gutter={8} align="top">
        {(['rangeMinimum', 'rangeMaximum', 'rangePrice'] as const).map((field) => (
          <Col key={field} span={7}>
            <Typography.Text>{LABELS[field]}</Typography.Text>
            <Input
              aria-label={LABELS[field]}
              value={draft[field]}
              disabled={disabled}
              status={problem?.field === field ? 'error' : undefined}
              maxLength={field === 'rangePrice' ? RANGE_PRICE_MAX_LENGTH : RANGE_LIMIT_MAX_LENGTH}
              inputMode="numeric"
              onChange={(event) => {
                setDraft({ ...draft, [field]: digitsOnly(event.target.value) });
                if (problem?.field === field) setProblem(null);
              }}
              onPressEnter={add}
            />
            {problem?.field === field && (
              <Typography.Text type="danger" role="alert">
                {problem.message}
              </Typography.Text>
            )}
          </Col>
        ))}
        <Col span={3} style={{ paddingTop: 22 }}>
          <Button icon={<PlusOutlined />} aria-label={T.addRange} title={T.addRange} disabled={disabled} onClick={add} />
        </Col>
      </Row>
      {editProblem && (
        <Typography.Text type="danger" role="alert">
          {editProblem}
        </Typography.Text>
      )}
      <Table<TransactionRange>
        size="small"
        style={{ marginTop: 12 }}
        rowKey={(range) => `${range.rangeMinimum}-${range.rangeMaximum}`}
        dataSource={ranges}
        pagination={false}
        locale={{ emptyText: T.noRanges }}
        columns={[
          {
            key: 'min',
            title: T.rangeMinimum,
            render: (_, range, index) => cell('rangeMinimum', index, formatQuantity(range.rangeMinimum)),
          },
          {
            key: 'max',
            title: T.rangeMaximum,
            render: (_, range, index) => cell('rangeMaximum', index, formatQuantity(range.rangeMaximum)),
          },
          { key: 'price', title: T.rangePrice, render: (_, range, index) => cell('rangePrice', index, formatCop(range.rangePrice)) },
          {
            key: 'actions',
            title: '',
            width: 90,
            render: (_, range, index) =>
              editing?.index === index ? (
                <Space size={4}>
                  <Button size="small" type="text" icon={<CheckOutlined />} aria-label={`${T.saveRange} ${index + 1}`} onClick={saveEdit} />
                  <Button
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={`${T.cancel} ${index + 1}`}
                    onClick={() => setEditing(null)}
                  />
                </Space>
              ) : (
                <Space size={4}>
                  <Button
                    size="small"
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`${T.editRange} ${index + 1}`}
                    disabled={disabled || editing !== null}
                    onClick={() => setEditing({ index, draft: toDraft(range) })}
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${T.deleteRange} ${index + 1}`}
                    disabled={disabled || editing !== null}
                    onClick={() => remove(index)}
                  />
                </Space>
              ),
          },
        ]}
      />
    </div>
  );
}
