import { z } from 'zod'

// Zod probes whether it may compile validators with `new Function` the first time an object
// schema is built; a strict Content-Security-Policy refuses it and reports a violation even
// though Zod catches the error. In the browser it validates without compiling (decision 018).
// Modules that build schemas import z from here, so this runs before the first one is built.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
