import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the person asked their system for less motion (WCAG 2.3.3): menus and dialogs then open without sliding. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** How to scroll something into view: smoothly, or at once for someone who asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(query).matches ? 'auto' : 'smooth';
}
