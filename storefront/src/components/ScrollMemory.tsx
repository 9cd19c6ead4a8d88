import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'satchel.scroll';
/** Positions kept for this many history entries, the latest. */
const REMEMBERED_ENTRIES = 100;
/** How long a restore keeps waiting for the page to grow tall enough (its data loads after it renders). */
const RESTORE_FOR_MS = 3000;

if (typeof history !== 'undefined') {
  // The app decides where each page starts, not the browser.
  history.scrollRestoration = 'manual';
  // A full load (a typed address, a bookmark, a shared link) starts an entry with no state, which
  // React Router keys "default": all such entries would share one remembered position. Each gets its
  // own key here, before the router reads it; Back and a reload keep it with the entry.
  const state = history.state as { key?: string } | null;
  if (!state?.key) history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

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
 * A new page starts at the top (or at its #fragment); Back and Forward return to where the shopper
 * was on that entry.
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
    const remembered = navigation === 'POP' ? positions()[key] : undefined;
    if (remembered === undefined && !hash) {
      if (!samePage) window.scrollTo(0, 0);
      return;
    }
    // A link to a fragment goes to its element, once the page has drawn it.
    const fragment = () => {
      const element = document.getElementById(decodeURIComponent(hash.slice(1)));
      return element ? element.getBoundingClientRect().top + window.scrollY : undefined;
    };

    let stopped = false;
    const started = performance.now();
    const stop = () => {
      stopped = true;
      restoring = false;
    };
    const step = () => {
      if (stopped) return;
      const target = remembered ?? fragment();
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      if (target !== undefined) window.scrollTo(0, Math.min(target, Math.max(reachable, 0)));
      if ((target !== undefined && reachable >= target) || performance.now() - started > RESTORE_FOR_MS) stop();
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
