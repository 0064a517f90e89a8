import { Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

type InputProps = ReturnType<ReturnType<typeof import('@mantine/form').useForm>['getInputProps']>;

/** A day, with the browser's date picker (the value is "YYYY-MM-DD"). */
export function DateField({ label, required, disabled, inputProps }: { label: string; required?: boolean; disabled?: boolean; inputProps: InputProps }) {
  return <TextInput type="date" label={label} required={required} disabled={disabled} {...inputProps} />;
}

/** A labelled native checkbox (Mantine's Checkbox styles are not in the app's stylesheet). */
export function CheckboxField({
  label,
  checked,
  onChange,
  name,
  description,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
  description?: ReactNode;
}) {
  return (
    <div>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
        <input
          type="checkbox"
          name={name}
          data-path={name}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          style={{ width: 18, height: 18, accentColor: 'var(--mantine-color-koinonia-7)' }}
        />
        <Text size="sm" component="span">
          {label}
        </Text>
      </label>
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
    </div>
  );
}
