import { useState, type FormEvent } from 'react';
import { validateOrderPosition, type OrderSlot } from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import styles from './order-modals.module.css';

interface Props {
  slot: OrderSlot | null;
  /** The slot's current 1-based position. */
  position: number;
  total: number;
  onClose: () => void;
  onSubmit: (id: string, position: number) => void;
}

/** Set Order Position (Shift-click): an integer from 1 to the group's total. */
export function PositionModal({ slot, position, total, onClose, onSubmit }: Props) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = slot !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!slot) return;
    const message = validateOrderPosition(value, total);
    if (message) {
      setError(message);
      return;
    }
    onSubmit(slot.id, Number(value.trim()));
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          setValue('');
          setError(undefined);
          onClose();
        }
      }}
      title="Set Order Position"
      description={slot ? `“${slot.title}” is at position ${position} of ${total}.` : undefined}
    >
      <form className={styles.modalForm} onSubmit={submit} noValidate>
        <TextField
          label="New position"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          value={value}
          error={error}
          hint={`A whole number from 1 to ${total}`}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
        />
        <div className={styles.modalFooter}>
          <Button
            onClick={() => {
              setValue('');
              setError(undefined);
              onClose();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" variant="primary">
            Set Position
          </Button>
        </div>
      </form>
    </Modal>
  );
}
