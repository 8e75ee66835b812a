import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` (and probes for it), which the strict CSP
 * forbids: every page would report an `unsafe-eval` violation. Parsing without the compiler is
 * fast enough for forms. Imported first by main.tsx, because zod decides per schema when the
 * schema is created, and the domain schemas are created as their modules load.
 */
z.config({ jitless: true });
