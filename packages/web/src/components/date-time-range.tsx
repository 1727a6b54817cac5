import { localZoneHint } from '../lib/dates';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A start and an end field side by side. By default `datetime-local` to the second, the start
 * saying which time zone the times are in; with `days`, two `date` fields (whole days). Each side
 * takes its label, error and value or `register(...)` props.
 */
export function DateTimeRange({
  from,
  until,
  className,
  days = false,
}: {
  from: TextFieldProps;
  until: TextFieldProps;
  className?: string;
  days?: boolean;
}) {
  const control: TextFieldProps = days
    ? { label: '', type: 'date' }
    : { label: '', type: 'datetime-local', step: 1 };
  return (
    <div className={className}>
      <TextField {...control} {...(days ? {} : { hint: localZoneHint() })} {...from} />
      <TextField {...control} {...until} />
    </div>
  );
}
