import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates, TEMPLATES_KEY } from './database-templates';

/** vitest global setup of the API tests: the ready-made databases every test file starts from. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildDatabaseTemplates();
  project.provide(TEMPLATES_KEY, templates);
  return remove;
}
