import { Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { AnchorLink } from '../../lib/ui/links.tsx';
import type { InvitationLinks } from './invitation-links.ts';
import { SIGN_UP_FIELDS, SignUpFields, type SignUpField } from './sign-up-fields.tsx';
import type { StandInState } from './sign-up-form.tsx';

const SignUpForm = lazy(() => import('./sign-up-form.tsx').then((module) => ({ default: module.SignUpForm })));

const isField = (name: string): name is SignUpField => (SIGN_UP_FIELDS as readonly string[]).includes(name);

/**
 * `invitation`: the link the page was opened from; a group's invitee joins once their address is
 * verified.
 *
 * The form's rules and Mantine's form library (8 KB gzip) are not in the page's first download:
 * the page paints and hydrates with a stand-in, the same fields as plain inputs that keep what is
 * typed. Pointing at the form, focusing or typing in it downloads the form, which then takes the
 * stand-in's place (sign-up-form.tsx).
 */
export function SignUpPage({ invitation = {} }: { invitation?: InvitationLinks }) {
  const [wanted, setWanted] = useState(false);
  const handoff = useRef<StandInState | null>(null);
  // A transition: the stand-in stays on screen and usable while the form downloads.
  const want = useCallback(() => startTransition(() => setWanted(true)), []);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" tabIndex={-1}>
          Join Koinonia
        </Title>
        <Text c="dimmed">
          {invitation.groupSlug
            ? 'You were invited to a group: create your account, confirm your e-mail address, and you are in.'
            : 'Connect with ministry leaders, find resources and grow in faith.'}
        </Text>
      </Stack>
      <Suspense fallback={null}>
        {wanted ? <SignUpForm invitation={invitation} handoff={handoff} /> : <SignUpStandIn want={want} handoff={handoff} />}
      </Suspense>
      <Text size="sm" ta="center">
        Already on Koinonia?{' '}
        <AnchorLink to="/sign-in" search={invitation} fw={600}>
          Sign in
        </AnchorLink>
      </Text>
    </Stack>
  );
}

/** The fields before the form's code has arrived: they keep what is typed, and ask for the form. */
function SignUpStandIn({ want, handoff }: { want: () => void; handoff: RefObject<StandInState | null> }) {
  const form = useRef<HTMLFormElement>(null);
  const seen = useRef({ left: new Set<SignUpField>(), submitted: false });

  // A field focused before hydration fires no focus event that the page could hear.
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) want();
  }, [want]);

  // Leaving, in the commit that puts the form in its place, while these fields are still on the
  // page: what they hold is handed over then, so no keystroke falls between the two.
  useLayoutEffect(() => {
    const element = form.current;
    const visitor = seen.current;
    return () => {
      if (element) handoff.current = snapshot(element, visitor.left, visitor.submitted);
    };
  }, [handoff]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    seen.current.submitted = true;
    want();
  };
  return (
    <div
      onPointerEnter={want}
      onFocus={want}
      onInput={want}
      onBlur={(event) => {
        const name = (event.target as HTMLInputElement).name;
        if (isField(name)) seen.current.left.add(name);
      }}
    >
      <SignUpFields formRef={form} fieldProps={() => ({})} onSubmit={submit} />
    </div>
  );
}

function snapshot(form: HTMLFormElement, left: ReadonlySet<SignUpField>, submitted: boolean): StandInState {
  const valueOf = (field: SignUpField) => {
    const input = form.elements.namedItem(field);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const active = document.activeElement;
  const focus =
    active instanceof HTMLInputElement && form.contains(active) && isField(active.name)
      ? { field: active.name, start: active.selectionStart, end: active.selectionEnd }
      : null;
  return {
    values: { firstName: valueOf('firstName'), lastName: valueOf('lastName'), email: valueOf('email'), password: valueOf('password') },
    left: [...left].filter((field) => field !== focus?.field),
    focus,
    submitted,
  };
}
