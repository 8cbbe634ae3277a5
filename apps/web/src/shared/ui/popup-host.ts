/**
 * Where a dropdown opened from a sticky bar (one marked `data-popup-host`) is drawn: inside the bar, so that it stays
 * under its button while the page scrolls. Drawn in the page's body instead, it scrolls away with the page until it is
 * aligned again, and a click that began on one of its items can end on whatever took the item's place.
 */
export function popupHostOf(trigger: HTMLElement): HTMLElement {
  return trigger.closest<HTMLElement>('[data-popup-host]') ?? document.body;
}
