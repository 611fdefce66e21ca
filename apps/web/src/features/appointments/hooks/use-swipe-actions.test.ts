import { describe, expect, it } from 'vitest';
import {
  clampDrag,
  getSwipeDirection,
  SWIPE_DRAG_LIMIT_PX,
  SWIPE_THRESHOLD_PX,
} from './use-swipe-actions';

describe('swipe limits', () => {
  it('are the spec’s 80 px threshold and 70 px drag limit', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(80);
    expect(SWIPE_DRAG_LIMIT_PX).toBe(70);
  });

  it('draws the card at most 70 px either way', () => {
    expect(clampDrag(30)).toBe(30);
    expect(clampDrag(70)).toBe(70);
    expect(clampDrag(71)).toBe(70);
    expect(clampDrag(-500)).toBe(-70);
  });

  it('swipes from 80 px on, either way', () => {
    expect(getSwipeDirection(79.9)).toBeNull();
    expect(getSwipeDirection(80)).toBe('right');
    expect(getSwipeDirection(-80)).toBe('left');
    expect(getSwipeDirection(-79)).toBeNull();
    expect(getSwipeDirection(0)).toBeNull();
  });
});
