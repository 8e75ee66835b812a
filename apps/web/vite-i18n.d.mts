/** Types of vite-i18n.mjs (used by vite.config.ts). */
import type { Plugin } from 'vite';
export function messageCatalogues(options: { localesDir: string }): Plugin;
export function stripMessageEnglish(): Plugin;
