import { describe, expect, it } from 'vitest';
import { swipeChangesSlide } from '../../api/domain/carousel';

describe('swipeChangesSlide', () => {
  it('changes slide on a swipe longer than half the window, either way', () => {
    expect(swipeChangesSlide(196, 390)).toBe(true);
    expect(swipeChangesSlide(-196, 390)).toBe(true);
  });

  it('keeps the slide on a swipe of half the window or less', () => {
    expect(swipeChangesSlide(195, 390)).toBe(false);
    expect(swipeChangesSlide(-120, 390)).toBe(false);
    expect(swipeChangesSlide(0, 390)).toBe(false);
  });
});
