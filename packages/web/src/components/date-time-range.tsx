import { localZoneHint } from '../lib/dates';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A start and an end `datetime-local` field, to the second, side by side; the start says which
 * time zone the times are in. Each side takes its label, error and `register(...)` props.
 */
export function DateTimeRange({
  from,
  until,
  className,
}: {
  from: TextFieldProps;
  until: TextFieldProps;
  className?: string;
}) {
  return (
    <div className={className}>
      <TextField type="datetime-local" step={1} hint={localZoneHint()} {...from} />
      <TextField type="datetime-local" step={1} {...until} />
    </div>
  );
}
