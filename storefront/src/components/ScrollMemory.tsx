import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'satchel.scroll';
/** Positions kept for this many history entries, the latest. */
const REMEMBERED_ENTRIES = 100;
/** How long a restore keeps waiting for the page to grow tall enough (its data loads after it renders). */
const RESTORE_FOR_MS = 3000;

// The app decides where each page starts, not the browser.
if (typeof history !== 'undefined') history.scrollRestoration = 'manual';

/** Scroll positions by history entry (location.key), for this tab: Back finds them after a reload too. */
function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The entry shown: a scroll event that arrives late, after a navigation, is not the old entry's. */
let shownKey: string | null = null;
let restoring = false;

/**
 * A new page starts at the top; Back and Forward return to where the shopper was on that entry.
 * React Router's <ScrollRestoration> restores once, as the page renders; ours render first and fetch
 * after, so this one keeps going to the remembered position until the page is tall enough to
 * reach it (or the shopper scrolls, or a few seconds pass). A change of query alone (a filter,
 * a sort) keeps the position.
 */
export function ScrollMemory() {
  const { key, pathname, hash } = useLocation();
  const navigation = useNavigationType();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (restoring || shownKey === null) return;
        const all = positions();
        delete all[shownKey]; // re-inserted last: the oldest entries go first when trimmed
        all[shownKey] = Math.round(window.scrollY);
        const kept = Object.entries(all).slice(-REMEMBERED_ENTRIES);
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    shownKey = key;
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (navigation !== 'POP') {
      if (!samePage && !hash) window.scrollTo(0, 0);
      return;
    }
    const target = positions()[key];
    if (target === undefined) return;

    let stopped = false;
    const started = performance.now();
    const stop = () => {
      stopped = true;
      restoring = false;
    };
    const step = () => {
      if (stopped) return;
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, Math.min(target, Math.max(reachable, 0)));
      if (reachable >= target || performance.now() - started > RESTORE_FOR_MS) stop();
      else requestAnimationFrame(step);
    };
    const byShopper = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    byShopper.forEach((type) => window.addEventListener(type, stop, { passive: true, once: true }));
    restoring = true;
    step();
    return () => {
      stop();
      byShopper.forEach((type) => window.removeEventListener(type, stop));
    };
  }, [key, pathname, hash, navigation]);

  return null;
}
