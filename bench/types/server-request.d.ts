/**
 * The server's request type includes the multipart `file()` that app.ts registers; the benchmarks
 * import server modules (through their index.ts) without app.ts, so they load the same declaration.
 */
import '@fastify/multipart';
