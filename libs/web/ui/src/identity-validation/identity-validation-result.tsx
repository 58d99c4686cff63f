import { CloseCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { IDENTITY_VALIDATION_TEXTS, type IdentityValidationOutcomeText } from './identity-validation.messages';

export interface IdentityValidationResultProps {
  /** The outcome to show; closed when null. */
  outcome: IdentityValidationOutcomeText | null;
  /** "Lo sentimos." (the request failed) rather than a refusal. */
  failure?: boolean;
  onClose: () => void;
}

/** The outcome of an identity validation that did not pass, with "Entendido". */
export function IdentityValidationResult({ outcome, failure, onClose }: IdentityValidationResultProps) {
  const Icon = failure ? CloseCircleOutlined : ExclamationCircleOutlined;
  return (
    <Modal open={outcome !== null} footer={null} onCancel={onClose} centered width={440} destroyOnHidden>
      {outcome && (
        <Flex vertical align="center" gap={12} style={{ textAlign: 'center', paddingTop: 12 }}>
          <Icon style={{ fontSize: 48, color: failure ? '#dc2626' : '#f59e0b' }} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {outcome.title}
          </Typography.Title>
          <Typography.Text>{outcome.message}</Typography.Text>
          <Button type="primary" onClick={onClose}>
            {IDENTITY_VALIDATION_TEXTS.understood}
          </Button>
        </Flex>
      )}
    </Modal>
  );
}
