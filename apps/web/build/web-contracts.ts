import { type Plugin, runnerImport } from 'vite';

const CONTRACTS = '@spm/contracts';
const WEB_CONTRACTS = '\0spm-web-contracts';
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** What the web reads of an endpoint declaration at run time (`app/api/endpoint.ts`). */
interface Route {
  method: string;
  path: string;
}

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' &&
  value !== null &&
  METHODS.has((value as Route).method) &&
  typeof (value as Route).path === 'string' &&
  (value as Route).path.startsWith('/');

/**
 * An export of the contracts that is a group of endpoint declarations (`authEndpoints` and the
 * like): an object whose values are declarations or such groups (an export's `{ file, job }`).
 */
const isEndpointGroup = (value: unknown): value is EndpointGroup =>
  typeof value === 'object' &&
  value !== null &&
  !isRoute(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((item) => isRoute(item) || isEndpointGroup(item));

interface EndpointGroup {
  [key: string]: Route | EndpointGroup;
}

/** A group with only the method and path of each declaration. */
const routesOf = (group: EndpointGroup): EndpointGroup =>
  Object.fromEntries(
    Object.entries(group).map(([key, item]) => [
      key,
      isRoute(item) ? { method: item.method, path: item.path } : routesOf(item),
    ]),
  );

/** Plain data (limits, code lists): strings, numbers, booleans, null, arrays and plain objects of them. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every(isPlainData);
}

/**
 * What the web's `@spm/contracts` holds as plain values in a build, by export name: each endpoint
 * group as the method and path of its endpoints, and each plain-data constant as it is. Schemas,
 * functions and everything else are left to the package. `contracts` are the package's exports.
 */
export function webContractsValues(contracts: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(contracts)) {
    if (isEndpointGroup(value)) values[name] = routesOf(value);
    else if (isPlainData(value)) values[name] = value;
  }
  return values;
}

/** The id of the module that holds the value of the export `name` (one module a value). */
const valueModuleId = (name: string) => `${WEB_CONTRACTS}/${name}`;

/**
 * The source of the web's `@spm/contracts` in a build: everything the package exports (`entry`, the
 * file `contracts` came from), with the exports of `webContractsValues` re-exported in their place
 * from one module each (`webContractsValueModule`), so that a page's chunk holds the groups it
 * calls and no other.
 * @throws Error when no export is an endpoint group (the package was not read right).
 */
export function webContractsModule(contracts: Record<string, unknown>, entry: string): string {
  if (!Object.values(contracts).some(isEndpointGroup)) {
    throw new Error(`web-contracts: ${entry} exports no endpoint group`);
  }
  const values = Object.keys(webContractsValues(contracts)).map(
    (name) => `export { ${name} } from ${JSON.stringify(valueModuleId(name))};`,
  );
  return [`export * from ${JSON.stringify(entry)};`, ...values].join('\n');
}

/** The source of the module of one value of `webContractsValues`: the value as a literal. */
export const webContractsValueModule = (name: string, value: unknown): string =>
  `export const ${name} = ${JSON.stringify(value)};`;

/**
 * In a build, the web's `@spm/contracts` without the zod schemas it does not use (docs/benchmarks.md
 * "Login JS"). The web reads only `method` and `path` of an endpoint declaration, but the
 * declarations hold their schemas, and the module of a constant holds the schemas declared beside
 * it; either brought zod and decimal.js (≈ 40 KB gzip) into the login page. So the module the web's
 * `@spm/contracts` resolves to re-exports the package, with each endpoint group (an exported object
 * of declarations) replaced by a plain `{ method, path }` table and each plain-data constant by its
 * value, both read from the package itself when the build starts: there is nothing to keep in step.
 * What the web uses of the schemas (form rules) still comes from the package. The dev server and
 * the tests use the package as it is.
 */
export function webContracts(): Plugin {
  let entry: string | undefined;
  let values: Record<string, unknown> = {};
  return {
    name: 'spm-web-contracts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id.startsWith(`${WEB_CONTRACTS}/`)) return id;
      if (id !== CONTRACTS || importer === WEB_CONTRACTS) return null;
      if (!entry) {
        const resolved = await this.resolve(CONTRACTS, importer, { skipSelf: true });
        if (!resolved) throw new Error(`web-contracts: cannot resolve ${CONTRACTS}`);
        entry = resolved.id;
      }
      return WEB_CONTRACTS;
    },
    async load(id) {
      if (id.startsWith(`${WEB_CONTRACTS}/`)) {
        const name = id.slice(WEB_CONTRACTS.length + 1);
        if (!(name in values)) throw new Error(`web-contracts: no value ${name}`);
        return { code: webContractsValueModule(name, values[name]), moduleSideEffects: false };
      }
      if (id !== WEB_CONTRACTS || !entry) return null;
      const { module } = await runnerImport<Record<string, unknown>>(entry, {
        configFile: false,
        logLevel: 'error',
      });
      values = webContractsValues(module);
      return { code: webContractsModule(module, entry), moduleSideEffects: false };
    },
  };
}
