import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns, type ProTableProps } from '@ant-design/pro-components';
import { Button, Input, Space } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { ConfirmSwitch } from '@lic/web-ui';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { CatalogueState } from '@lic/shared-api-types';
import { SEARCH_BOX_STYLE } from '../../../shared/search-box-style';
import { showTotalOf } from '../../../shared/table-pagination';
import type { CountNoun } from '../../../shared/table-counts.messages';

/** backoffice-catalogue.md §2.2 and §9: 10, 20 or 30 rows, 10 by default. */
export const configurationPagination: TablePaginationConfig = {
  defaultPageSize: 10,
  pageSizeOptions: [10, 20, 30],
  showSizeChanger: true,
  locale: { items_per_page: CATALOGUE_TEXT.pageSizeLabel },
};

/** Inactive rows are shown dimmed: at 0.7 their text still reads at 4.5:1 (WCAG AA); at 0.5 it read at 3.2:1. */
export const INACTIVE_ROW_OPACITY = 0.7;

export function dimInactive<T extends { idstate: number }>(row: T) {
  return {
    style: row.idstate === CatalogueState.INACTIVE ? { opacity: INACTIVE_ROW_OPACITY } : undefined,
    'data-inactive': row.idstate === CatalogueState.INACTIVE || undefined,
  };
}

export function SearchBox(props: { value: string; onChange: (value: string) => void }) {
  return (
    <Input.Search
      placeholder={CATALOGUE_TEXT.search}
      aria-label={CATALOGUE_TEXT.search}
      allowClear
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      style={SEARCH_BOX_STYLE}
    />
  );
}

export function CreateButton(props: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={props.onClick} disabled={props.disabled}>
      {props.label}
    </Button>
  );
}

/** The "Activo" cell: the confirmed switch and the edit pencil. */
export function ActiveCell(props: {
  active: boolean;
  name: string;
  question: (active: boolean) => string;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
}) {
  return (
    <Space size={4}>
      <ConfirmSwitch checked={props.active} label={`Activo ${props.name}`} question={props.question} onConfirm={props.onToggle} />
      <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Editar ${props.name}`} onClick={props.onEdit} />
    </Space>
  );
}

export interface ConfigurationTableProps<T extends { idstate: number }> {
  rows: T[] | undefined;
  loading: boolean;
  rowKey: string;
  columns: ProColumns<T>[];
  /** Text the "Buscar" box looks through, per row. */
  searchText: (row: T) => string;
  toolbar: ReactNode;
  /** What the rows are, for the pager's total ("1-10 de 35 códigos promocionales"). */
  counts: CountNoun;
}

/** A Configuración table: client-side search, 10/20/30 rows per page, dimmed inactive rows. */
export function ConfigurationTable<T extends { idstate: number }>(props: ConfigurationTableProps<T>) {
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const all = props.rows ?? [];
    return wanted === '' ? all : all.filter((row) => props.searchText(row).toLowerCase().includes(wanted));
  }, [props, search]);

  const tableProps: ProTableProps<T, Record<string, unknown>> = {
    rowKey: props.rowKey,
    columns: props.columns,
    dataSource: rows,
    loading: props.loading,
    search: false,
    options: false,
    pagination: { ...configurationPagination, showTotal: showTotalOf(props.counts) },
    locale: { emptyText: CATALOGUE_TEXT.emptySearch },
    onRow: dimInactive,
    scroll: { x: 'max-content' },
    headerTitle: <SearchBox value={search} onChange={setSearch} />,
    toolBarRender: () => [<Fragment key="toolbar">{props.toolbar}</Fragment>],
  };
  return <ProTable<T> {...tableProps} />;
}
