import { Modal, Switch } from 'antd';
import { useState } from 'react';

export const CONFIRM_TITLE = 'Confirmar';

export interface ConfirmSwitchProps {
  checked: boolean;
  /** The question shown before the change, for the state the switch would move to. */
  question: (next: boolean) => string;
  onConfirm: (next: boolean) => void;
  disabled?: boolean;
  /** Accessible name of the switch, e.g. "Activo PAQ-01". */
  label?: string;
}

/** An active/inactive switch that changes only after the user confirms (backoffice-catalogue.md §2, §4). */
export function ConfirmSwitch(props: ConfirmSwitchProps) {
  const [pending, setPending] = useState<boolean | null>(null);

  const confirm = () => {
    if (pending !== null) props.onConfirm(pending);
    setPending(null);
  };

  return (
    <>
      <Switch
        checked={props.checked}
        disabled={props.disabled}
        aria-label={props.label}
        size="small"
        onChange={(next) => setPending(next)}
      />
      <Modal
        open={pending !== null}
        title={CONFIRM_TITLE}
        okText="Aceptar"
        cancelText="Cancelar"
        onOk={confirm}
        onCancel={() => setPending(null)}
        destroyOnHidden
        width={420}
      >
        {pending !== null && props.question(pending)}
      </Modal>
    </>
  );
}
