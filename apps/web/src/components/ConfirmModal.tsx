import { Button, Group, Modal, Text } from '@mantine/core';

/** A confirm prompt (specification 02, section 5: reactivating a supplier, resetting supplier data). */
export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Text size="sm" mb="md">
        {props.text}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          Cancel
        </Button>
        <Button onClick={props.onConfirm} loading={props.loading}>
          {props.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
