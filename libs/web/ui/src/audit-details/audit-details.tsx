import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../format/format-date';

/** Shown for a creator or modifier whose name cannot be found. */
export const UNKNOWN_USER = 'Desconocido';

export interface AuditDetailsProps {
  /** Display names; undefined while unknown. */
  createdBy?: string;
  createdOn?: string | null;
  modifiedBy?: string;
  modifiedOn?: string | null;
}

function isLater(later: string | null | undefined, than: string | null | undefined): boolean {
  if (!later) return false;
  if (!than) return true;
  return new Date(later).getTime() > new Date(than).getTime();
}

/** The "Ver más" / "Ver menos" panel of an edit dialog: who created and last modified the record, and when. */
export function AuditDetails(props: AuditDetailsProps) {
  const [open, setOpen] = useState(false);
  const items = [
    { key: 'createdBy', label: 'Creado por', children: props.createdBy ?? UNKNOWN_USER },
    { key: 'createdOn', label: 'Fecha y hora de creación', children: props.createdOn ? formatDateTime(props.createdOn) : '' },
  ];
  if (isLater(props.modifiedOn, props.createdOn)) {
    items.push(
      { key: 'modifiedBy', label: 'Modificado por', children: props.modifiedBy ?? UNKNOWN_USER },
      { key: 'modifiedOn', label: 'Fecha y hora de modificación', children: formatDateTime(props.modifiedOn as string) },
    );
  }
  return (
    <div data-testid="audit-details">
      <Button type="link" style={{ paddingInline: 0 }} onClick={() => setOpen((value) => !value)} aria-expanded={open}>
        {open ? 'Ver menos' : 'Ver más'}
      </Button>
      {open && <Descriptions size="small" column={1} bordered items={items} />}
    </div>
  );
}
