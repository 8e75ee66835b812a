/**
 * An in-person venue as one line: the address parts in order, each comma-separated piece once
 * ('Vasant Vihar, Dehradun' + 'Dehradun' + '248006' → 'Vasant Vihar, Dehradun, 248006').
 */
export function venueAddress(parts: readonly string[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const piece of parts.flatMap((p) => p.split(','))) {
    const text = piece.trim().replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.join(', ');
}
