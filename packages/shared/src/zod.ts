import { z } from 'zod';

// Zod's fast path compiles parsers with `new Function`; a web page's Content Security Policy refuses
// that (and the browser reports it), so in a browser zod parses without it.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
