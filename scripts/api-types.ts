/**
 * apps/web/src/lib/api-schema.d.ts: the web's types of every API path, generated from the OpenAPI document
 * the API serves at /api/openapi.json. Built in process (no server, no database): the app answers its own
 * document request.
 *
 *   npm run api:types            writes the file
 *   npm run api:types -- --check fails when the checked-in file differs from a fresh generation
 *
 * scripts/api-types.test.ts runs the check with the unit tests, so a renamed route or a changed field is a
 * red test as well as a type error in apps/web.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createApp, type AppDeps } from '../apps/api/src/app';
import { createLogger } from '../apps/api/src/logger';
import { createDomainEvents } from '../apps/api/src/services/events/domain-events';

export const API_SCHEMA_FILE = fileURLToPath(new URL('../apps/web/src/lib/api-schema.d.ts', import.meta.url));

const HEADER = `/**
 * Generated from the API's OpenAPI document by \`npm run api:types\` (scripts/api-types.ts): do not edit.
 * scripts/api-types.test.ts fails when this file no longer matches the API.
 */

`;

/** The document GET /api/openapi.json answers. The document route touches none of the app's services. */
export async function openApiDocument(): Promise<OpenAPI3> {
  const unused = {} as never;
  const logger = createLogger('silent');
  const deps: AppDeps = {
    db: unused,
    auth: unused,
    settings: unused,
    payments: unused,
    // Real, as the app wires its subscribers when it is assembled; nothing is announced.
    events: createDomainEvents({ logger }),
    files: unused,
    logger,
  };
  const response = await createApp(deps).request('/api/openapi.json');
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenAPI3;
}

export async function generateApiSchema(): Promise<string> {
  return HEADER + astToString(await openapiTS(await openApiDocument()));
}

async function main() {
  const fresh = await generateApiSchema();
  if (process.argv.includes('--check')) {
    const current = await readFile(API_SCHEMA_FILE, 'utf8').catch(() => '');
    if (current !== fresh) {
      console.error(`${API_SCHEMA_FILE} is out of date: run npm run api:types`);
      process.exitCode = 1;
    }
    return;
  }
  await writeFile(API_SCHEMA_FILE, fresh);
  console.log(`wrote ${API_SCHEMA_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
