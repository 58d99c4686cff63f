import type { ProColumns } from '@ant-design/pro-components';
import { useState } from 'react';
import { useBackoffice } from '../../../shared/backoffice-context';
import { changeStateFeatureType } from '../../../features/catalogue/api/change-state-feature-type';
import { useFeatureTypes } from '../../../features/catalogue/api/get-all-feature-type';
import { useFeatureCategories } from '../../../features/catalogue/api/get-feature-categories';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { CatalogueState, type FeatureCategoryOption, type FeatureTypeRecord } from '@lic/shared-api-types';
import { ActiveCell, ConfigurationTable, CreateButton } from './configuration-table';
import { FeatureTypeForm } from './feature-type-form';
import { changeState } from './state-change';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

type Dialog = { open: false } | { open: true; record?: FeatureTypeRecord };

function categoryName(row: FeatureTypeRecord, categories: FeatureCategoryOption[] | undefined): string {
  return row.categoryTypeName ?? categories?.find((category) => category.categoryType === row.categoryType)?.name ?? row.categoryType;
}

/** Tab "Tipo características". */
export function FeatureTypesTab() {
  const { client } = useBackoffice();
  const featureTypes = useFeatureTypes();
  const categories = useFeatureCategories();
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  const columns: ProColumns<FeatureTypeRecord>[] = [
    { key: 'category', title: 'Tipo de categoria', render: (_, row) => categoryName(row, categories.data) },
    { key: 'name', title: 'Tipo de característica', dataIndex: 'featureTypeName' },
    {
      key: 'active',
      title: 'Activo',
      render: (_, row) => (
        <ActiveCell
          active={row.idstate === CatalogueState.ACTIVE}
          name={row.featureTypeName}
          question={CATALOGUE_TEXT.featureTypeQuestion}
          onEdit={() => setDialog({ open: true, record: row })}
          onToggle={(active) =>
            void changeState({
              run: () => changeStateFeatureType(client, row.id, active),
              success: CATALOGUE_TEXT.featureTypeState(active),
              businessRuleAs: 'warning',
              reload: featureTypes.reload,
            })
          }
        />
      ),
    },
  ];

  return (
    <>
      <ConfigurationTable<FeatureTypeRecord>
        rowKey="id"
        counts={TABLE_COUNTS.featureTypes}
        rows={featureTypes.data}
        loading={featureTypes.loading}
        columns={columns}
        searchText={(row) => `${categoryName(row, categories.data)} ${row.featureTypeName}`}
        toolbar={<CreateButton label="Crear tipo de característica" onClick={() => setDialog({ open: true })} />}
      />
      {dialog.open && (
        <FeatureTypeForm
          record={dialog.record}
          categories={categories.data ?? []}
          onClose={() => setDialog({ open: false })}
          onSaved={() => void featureTypes.reload()}
        />
      )}
    </>
  );
}
