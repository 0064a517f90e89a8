import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactElement, type ReactNode, type Ref, type RefObject } from 'react';

/**
 * Overlays (Mantine's Modal, Menu and Popover, and the forms in them: chat's dialogs and menus,
 * the confirmation of ConfirmButton) are not part of what paints a page, so their code downloads
 * on first use. `preload` starts the download (pointing at or focusing what opens it);
 * `Component` renders once loaded.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return { preload, Component: lazy(preload) };
}

/**
 * A dialog whose code loads the first time it opens; nothing shows while it downloads, as nothing
 * is there before a dialog opens. It mounts closed and opens a frame later: Mantine's Modal
 * remembers what had focus only when `opened` changes, and gives focus back there when it closes.
 */
export function DialogOnDemand({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <OpenAfterMount opened={opened}>{children}</OpenAfterMount>
    </Suspense>
  );
}

function OpenAfterMount({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return children(opened && mounted);
}

/** What a menu's button is given: by its stand-in (MenuOnDemand), and the menu's own ref. */
export interface MenuButtonProps {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * A menu whose code loads on first use, as the account menu in the top bar: until then `button`
 * (the same button the menu has) stands in; opening it (click, Enter or Space) loads the menu,
 * which takes its place already open (useOpenedOnMount). Pointing at it or focusing it starts the
 * download early.
 */
export function MenuOnDemand({
  button,
  preload,
  children,
}: {
  button: (props: MenuButtonProps) => ReactElement;
  preload: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const standIn = button({
    onClick: () => setWanted(true),
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    'aria-haspopup': 'menu',
    'aria-expanded': false,
  });
  if (!wanted) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}

/**
 * For a menu that replaces its stand-in (MenuOnDemand): focus goes to the menu's own button, then
 * the menu opens, so that closing it brings focus back to that button.
 */
export function useOpenedOnMount(): { target: RefObject<HTMLButtonElement | null>; opened: boolean; setOpened: (opened: boolean) => void } {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return { target, opened, setOpened };
}
