import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'sidebarExpanded';

/** Expanded unless the browser remembers a collapse; storage failures keep the default. */
function readSidebarExpanded(): boolean {
  try {
    const raw = window.localStorage.getItem(SIDEBAR_STORAGE_KEY);
    return raw === null ? true : JSON.parse(raw) !== false;
  } catch {
    return true;
  }
}

export function useSidebarPreference(): [boolean, (next: boolean) => void] {
  const [expanded, setExpanded] = useState(readSidebarExpanded);
  const update = useCallback((next: boolean) => {
    setExpanded(next);
    try {
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, JSON.stringify(next));
    } catch {
      /* private mode: the choice lasts for this page only */
    }
  }, []);
  return [expanded, update];
}
