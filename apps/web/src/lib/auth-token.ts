import { useSyncExternalStore } from 'react';

/** The session token lives in localStorage under this key (spec §3). */
export const TOKEN_STORAGE_KEY = 'token';

const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    const value = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    return value && value.trim() !== '' ? value : null;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as signed out.
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in or out.
  if (event.key === TOKEN_STORAGE_KEY || event.key === null) emit();
}

export function getToken(): string | null {
  return readStorage();
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } finally {
    emit();
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } finally {
    emit();
  }
}

/** Calls `listener` whenever the token changes (this tab or another). Returns the unsubscribe. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The current token (or null), re-rendering when it changes. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/** True when a token is stored (spec §6: signed-in state is the presence of the token). */
export function useIsSignedIn(): boolean {
  return useAuthToken() !== null;
}
