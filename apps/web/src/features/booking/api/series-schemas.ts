import '#lib/zod-config';

/** The series preview's schema, imported only dynamically, as booking-schemas is. */
export { seriesPreviewResponse } from '@app/domain/schemas/series';
