import { startTransition, Suspense, useState, type FocusEvent, type ReactNode } from 'react';
import { LoadFailed } from './load-failed';

/** Handlers the stand-in control spreads on itself. */
export interface IntentProps {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onPointerDown: () => void;
  onPointerCancel: () => void;
  onFocus: (event: FocusEvent) => void;
  onBlur: () => void;
  onClick: () => void;
  'aria-busy'?: boolean;
}

/**
 * A control whose code (a menu or dialog library) loads when someone is about to use it: the
 * pointer comes over it, a finger touches it, or it takes the keyboard focus. Until then
 * `standIn` draws the same button (the server draws it too), so nothing moves or flashes; the
 * switch happens in a transition, which keeps the stand-in up while the code loads. A press
 * before the code arrives opens the control as soon as it has (`pressed`), and a stand-in that
 * had the focus hands it to the real control (`focused`). A press counts from the moment it
 * starts: code that arrives between the finger going down and coming up replaces the stand-in
 * under it, and the browser then sends the press to neither.
 */
export function LoadOnIntent({
  standIn,
  unavailable,
  children,
}: {
  standIn: (props: IntentProps) => ReactNode;
  /**
   * What the control becomes when its code cannot be fetched (a plain link to the same places);
   * without it the failure goes to the page's error boundary.
   */
  unavailable?: ReactNode;
  children: (state: { pressed: boolean; focused: boolean }) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const want = () => startTransition(() => setWanted(true));
  const fallback = standIn({
    onPointerEnter: want,
    onTouchStart: want,
    onPointerDown: () => {
      setPressed(true);
      want();
    },
    // A finger that went on to scroll the page did not press.
    onPointerCancel: () => setPressed(false),
    onFocus: () => {
      setFocused(true);
      want();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setPressed(true);
      want();
    },
    'aria-busy': pressed || undefined,
  });
  const control = (
    <Suspense fallback={fallback}>{wanted ? children({ pressed, focused }) : fallback}</Suspense>
  );
  return unavailable === undefined ? (
    control
  ) : (
    <LoadFailed fallback={unavailable}>{control}</LoadFailed>
  );
}

/** A ref that focuses its element once mounted, when `focus` says so. */
export const focusOnMount = (focus: boolean) =>
  focus ? (element: HTMLElement | null) => element?.focus({ preventScroll: true }) : undefined;

/**
 * `focusOnMount` for a control that draws again while open: the ref stays the same one, so a
 * later drawing never pulls the focus back from inside what the control opened.
 */
export function useFocusOnMount(focus: boolean) {
  const [ref] = useState(() => focusOnMount(focus));
  return ref;
}
