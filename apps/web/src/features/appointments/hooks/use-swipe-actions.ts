import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';

/** A swipe counts once the finger travels 80 px (spec §9)… */
export const SWIPE_THRESHOLD_PX = 80;
/** …while the card itself follows it at most 70 px, so it never slides out of reach. */
export const SWIPE_DRAG_LIMIT_PX = 70;
/** Movement below this is a tap, not a drag. */
const DRAG_START_PX = 8;

export type SwipeDirection = 'left' | 'right';

/** How far the card is drawn for a pointer `dx` px from where it went down: at most ±limit. */
export function clampDrag(dx: number, limit: number = SWIPE_DRAG_LIMIT_PX): number {
  return Math.max(-limit, Math.min(limit, dx));
}

/** The swipe a release `dx` px from the start makes: ±80 px or more, else none. */
export function getSwipeDirection(
  dx: number,
  threshold: number = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  if (dx >= threshold) return 'right';
  if (dx <= -threshold) return 'left';
  return null;
}

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  /** Undecided until the pointer has moved: a horizontal drag, or a vertical scroll to leave be. */
  axis: 'x' | 'y' | null;
}

export interface SwipeActions {
  onSwipeRight?: () => void;
  onSwipeLeft?: () => void;
}

/**
 * Pointer-event swiping for a card: it follows a horizontal drag (clamped to 70 px) and calls
 * the action for the side it was swiped to when released 80 px or more away. Vertical drags
 * are left to the page's scrolling (`touch-action: pan-y`). A click that ends a drag is
 * swallowed so a swipe never also opens the card's link. Keyboard and screen-reader users
 * have the card's buttons for the same actions.
 */
export function useSwipeActions({ onSwipeRight, onSwipeLeft }: SwipeActions) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const dragged = useRef(false);

  const canSwipe = (dx: number) => (dx > 0 ? Boolean(onSwipeRight) : Boolean(onSwipeLeft));

  function reset() {
    gesture.current = null;
    setDragging(false);
    setOffset(0);
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      gesture.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        axis: null,
      };
      dragged.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId || current.axis === 'y') return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (current.axis === null) {
        if (Math.abs(dx) < DRAG_START_PX && Math.abs(dy) < DRAG_START_PX) return;
        current.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
        if (current.axis === 'y') return;
        dragged.current = true;
        setDragging(true);
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setOffset(canSwipe(dx) ? clampDrag(dx) : 0);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const direction =
        current.axis === 'x' ? getSwipeDirection(event.clientX - current.startX) : null;
      reset();
      if (direction === 'right') onSwipeRight?.();
      if (direction === 'left') onSwipeLeft?.();
    },
    onPointerCancel: reset,
    onClickCapture(event: { preventDefault(): void; stopPropagation(): void }) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { offset, dragging, handlers };
}
