import { useState } from 'react';

function read<T>(key: string, parse: (stored: string | null) => T): T {
  try {
    return parse(localStorage.getItem(key));
  } catch {
    return parse(null);
  }
}

/**
 * A choice kept in this browser (spec: "kept locally"): the participants view, the pinned session.
 * `parse` turns what is stored (null when nothing or unreadable) into a valid value; `null` clears it.
 */
export function useLocalPreference<T>(
  key: string,
  parse: (stored: string | null) => T,
  format: (value: T) => string | null = (value) => (value === null ? null : String(value)),
): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, parse));
  const choose = (next: T) => {
    setValue(next);
    try {
      const text = format(next);
      if (text === null) localStorage.removeItem(key);
      else localStorage.setItem(key, text);
    } catch {
      // Storage refused (a private window): the choice lasts until the page is left.
    }
  };
  return [value, choose];
}
