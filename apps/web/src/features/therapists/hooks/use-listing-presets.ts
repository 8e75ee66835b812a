import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { emptyFilters, type ListingFilters } from '@app/domain/listing';

export type ListingPresets = {
  filters: ListingFilters;
  /** Human-readable description of the active presets, e.g. ['Language: Hindi']. */
  labels: string[];
  active: boolean;
};

function titleCase(value: string): string {
  return value.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/**
 * Reads the listing's URL presets (speciality, language, location; spec §4) into domain filters.
 * The full filter UI will replace this; it keeps the header's language/location links honest.
 */
export function useListingPresets(): ListingPresets {
  const [params] = useSearchParams();
  const speciality = params.get('speciality')?.trim() ?? '';
  const language = params.get('language')?.trim() ?? '';
  const location = params.get('location')?.trim() ?? '';

  return useMemo(() => {
    const filters = emptyFilters();
    const labels: string[] = [];
    if (speciality) {
      filters.specialities = [speciality];
      labels.push(`Speciality: ${speciality}`);
    }
    if (language) {
      filters.languages = [language];
      labels.push(`Language: ${titleCase(language)}`);
    }
    if (location) {
      filters.locations = [location];
      labels.push(`Location: ${location}`);
    }
    return { filters, labels, active: labels.length > 0 };
  }, [speciality, language, location]);
}
