import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What is being edited on the member's own profile page: one form at a time. */
export type EditTarget = { section: 'profile' } | { section: 'experience' | 'education'; id: string | null };

/** Spec section 5/8: what leaving a section with unsaved changes says. */
const saveFirstMessage = (what: string): string => `You must save the ${what} information`;

const SECTION_NAMES: Record<EditTarget['section'], string> = { profile: 'profile', experience: 'experience', education: 'education' };

const sameTarget = (a: EditTarget, b: EditTarget): boolean =>
  a.section === b.section && (a.section === 'profile' || (b.section !== 'profile' && a.id === b.id));

export interface ProfileEditing {
  editing: EditTarget | null;
  isEditing: (target: EditTarget) => boolean;
  /** Opens a form; refused (the open form then says "You must save the x information") while another has unsaved changes. */
  open: (target: EditTarget) => boolean;
  /** Closes the open form (saved or cancelled) and moves focus to the element with `focusId`. */
  close: (focusId: string) => void;
  /** Forms report whether they hold unsaved changes. */
  setDirty: (dirty: boolean) => void;
  /** The save-first message for the open form, with a key that changes at each refusal (announced again). */
  refusal: { message: string; key: number } | null;
}

/**
 * The profile page's editing state: one form open at a time; leaving a form with unsaved changes
 * for another section is refused with the spec's save-first message; leaving the page (a link, the
 * back button, closing the tab) with unsaved changes asks first. Focus follows: forms focus their
 * first field themselves, and closing one moves focus to the section's heading, never the body.
 */
export function useProfileEditing(): ProfileEditing {
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [dirty, setDirtyState] = useState(false);
  const [refusal, setRefusal] = useState<ProfileEditing['refusal']>(null);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const unsavedSection = editing && dirty ? SECTION_NAMES[editing.section] : null;
  useBlocker({
    shouldBlockFn: () => unsavedSection !== null && !window.confirm(`${saveFirstMessage(unsavedSection)}. Leave this page without saving?`),
    enableBeforeUnload: () => unsavedSection !== null,
  });

  const open = useCallback(
    (target: EditTarget): boolean => {
      if (editing && sameTarget(editing, target)) return true;
      if (editing && dirty) {
        setRefusal((previous) => ({ message: saveFirstMessage(SECTION_NAMES[editing.section]), key: (previous?.key ?? 0) + 1 }));
        focusNext.current = 'unsaved-changes-notice';
        return false;
      }
      setEditing(target);
      setDirtyState(false);
      setRefusal(null);
      return true;
    },
    [dirty, editing],
  );

  const close = useCallback((focusId: string) => {
    setEditing(null);
    setDirtyState(false);
    setRefusal(null);
    focusNext.current = focusId;
  }, []);

  const isEditing = useCallback((target: EditTarget) => editing !== null && sameTarget(editing, target), [editing]);

  return { editing, isEditing, open, close, setDirty: setDirtyState, refusal };
}
