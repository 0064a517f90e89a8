import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { SignUpDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { email, password, requiredText } from '../../lib/validation/rules.ts';
import { invitationVariables, type InvitationLinks } from './invitation-links.ts';
import { SIGN_UP_FIELDS, SignUpFields, type SignUpField, type SignUpValues } from './sign-up-fields.tsx';

/** What the visitor did in the stand-in before this form's code arrived (sign-up-page.tsx). */
export interface StandInState {
  values: SignUpValues;
  /** Fields the visitor has left: checked at once, as leaving them here would have. */
  left: readonly SignUpField[];
  /** The field with focus, and the caret in it. */
  focus: { field: SignUpField; start: number | null; end: number | null } | null;
  /** Enter or the button was pressed: the form is sent as soon as it can be. */
  submitted: boolean;
}

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

/**
 * The sign-up form proper: Mantine's form, its rules and the mutation. It takes over from the
 * stand-in before the browser paints: the values, focus and caret it had; then the fields already
 * left are checked and a send asked for goes.
 */
export function SignUpForm({ invitation, handoff }: { invitation: InvitationLinks; handoff: RefObject<StandInState | null> }) {
  const navigate = useNavigate();
  const [signUp, { loading }] = useDataMutation(SignUpDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const caret = useRef<StandInState['focus']>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: { firstName: requiredText, lastName: requiredText, email, password },
    validateInputOnBlur: true,
  });
  const input = (field: SignUpField) => {
    const element = formElement.current?.elements.namedItem(field);
    return element instanceof HTMLInputElement ? element : null;
  };

  const takeOver = useEffectEvent(() => {
    const standIn = handoff.current;
    if (!standIn) return;
    form.setValues(standIn.values);
    if (standIn.focus) input(standIn.focus.field)?.focus();
    caret.current = standIn.focus;
  });
  useLayoutEffect(() => takeOver(), []);
  // The caret goes back once the handed-over values are in the fields (setting a value moves it).
  useLayoutEffect(() => {
    const focus = caret.current;
    const element = focus && input(focus.field);
    if (!focus || !element || element.value !== form.getValues()[focus.field]) return;
    caret.current = null;
    if (focus.start !== null) element.setSelectionRange(focus.start, focus.end);
  });
  const catchUp = useEffectEvent(() => {
    const standIn = handoff.current;
    if (!standIn) return;
    for (const field of standIn.left) form.validateField(field);
    if (standIn.submitted) formElement.current?.requestSubmit();
  });
  useEffect(() => catchUp(), []);

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const address = values.email.trim();
      const { data, error } = await signUp({
        variables: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: address,
          password: values.password,
          ...invitationVariables(invitation),
        },
      });
      // The same answer whether or not the address already has an account (it reveals nothing): the
      // e-mail either verifies the new account, signing them in, or says the account exists.
      if (data && !error) {
        await navigate({ to: '/check-email', search: { email: address } });
        return;
      }
      setAlert(showServerErrors(form, error, SIGN_UP_FIELDS));
    },
    (errors) => focusFirstError(form, errors, SIGN_UP_FIELDS),
  );

  return (
    <>
      <FormAlert message={alert} title="We could not create your account" />
      <SignUpFields formRef={formElement} fieldProps={(field) => form.getInputProps(field)} onSubmit={submit} loading={loading} />
    </>
  );
}
