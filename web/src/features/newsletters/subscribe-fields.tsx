import { Button, Group, TextInput } from '@mantine/core';
import { maxLength } from '../../lib/validation/rules.ts';

/** The address and the button: the form's, and its stand-in while the form loads. */
export function SubscribeFields({
  name,
  value = '',
  onChange,
  error,
  loading,
  disabled,
}: {
  name?: string;
  value?: string;
  onChange?: (value: string) => void;
  error?: string | null;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        label="E-mail"
        name={name}
        type="email"
        autoComplete="email"
        required
        maxLength={maxLength.email}
        value={value}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        error={error}
        disabled={disabled}
        style={{ flex: '1 1 220px' }}
      />
      <Button type="submit" loading={loading} disabled={disabled} mt={{ base: 0, xs: 25 }} data-analytics="newsletter-subscribe">
        Subscribe
      </Button>
    </Group>
  );
}
