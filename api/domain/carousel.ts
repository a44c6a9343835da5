/**
 * The creditor carousel on the proposed payment summary (borrower-application §9): a swipe changes
 * slide only when it is longer than half the window's width, either way, so a short drag or a
 * vertical scroll that wanders sideways does not.
 */
export function swipeChangesSlide(distance: number, windowWidth: number): boolean {
  return Math.abs(distance) > windowWidth / 2;
}
