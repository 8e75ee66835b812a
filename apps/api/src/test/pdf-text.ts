import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What a PDF says, read back by Mozilla's PDF.js (not by the code that drew it): each page's
 * text runs in reading order, and the names of the fonts it embeds.
 */
export async function readPdf(pdf: Buffer) {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const runs: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) runs.push(item.str);
  }
  const { info } = (await doc.getMetadata()) as unknown as { info: Record<string, unknown> };
  await doc.destroy();
  return { pages: doc.numPages, runs, text: runs.join('\n'), info };
}
