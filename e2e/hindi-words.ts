import type { Page } from './fixtures';

/**
 * The words a person sees on the page's own chrome, Devanagari against Latin: text the people
 * on the page wrote (therapists' bios, marked lang="en"), the address block, names and places
 * (capitalised words), brand and acronyms (all capitals) aside. Each visible text node counts once.
 */
export async function chromeWords(page: Page) {
  return page.evaluate(() => {
    const words = { devanagari: 0, latin: [] as string[] };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, address, [lang="en"]')) continue;
      if (parent.closest('a[href^="mailto:"], a[href^="tel:"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const text = node.textContent ?? '';
      words.devanagari += (text.match(/[\u0900-\u097F]+/g) ?? []).length;
      for (const word of text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
        const properNoun = /^[A-Z][a-z'’-]*$/.test(word);
        const acronym = /^[A-Z]{2,}[a-z]?$/.test(word);
        if (!properNoun && !acronym) words.latin.push(word);
      }
    }
    return words;
  });
}
