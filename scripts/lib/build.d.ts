/** The project's root and the build folder, as server/paths.ts has them (a test checks they agree). */
export declare const ROOT: string
export declare const BUILD_DIR: string
/** The HTTP server built as JavaScript, which production runs with `node`. */
export declare const SERVER_ENTRY: string
/** Builds the site when the build is missing or older than any of its sources. */
export declare function ensureBuild(): void
