import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * eslint.config.js's api-boundaries rule (issue 15 §5), run on snippets placed as if they were
 * files of the API: a module reaches another only through its public files, tests included.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'apps/api/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'navalhaApi/api-boundaries')
    .map((message) => message.message);
}

describe('the api-boundaries lint rule', () => {
  it("fails a test file that imports another module's repository", async () => {
    const errors = await boundaryErrors(
      'modules/catalog/catalog-fixture.test.ts',
      "import { ScheduleRepository } from '../schedule/schedule.repository.js';\n" +
        'export const repository = ScheduleRepository;\n',
    );
    expect(errors).toEqual([
      'modules/catalog may import from modules/schedule only its service, module, dto or listed public files (eslint.config.js): schedule.repository.ts is private to it.',
    ]);
  });

  it("accepts another module's service and the files it lists as public", async () => {
    const errors = await boundaryErrors(
      'modules/catalog/catalog-fixture.ts',
      "import { ScheduleService } from '../schedule/schedule.service.js';\n" +
        "import { recordAudit } from '../audit/audit-trail.js';\n" +
        'export const pieces = [ScheduleService, recordAudit];\n',
    );
    expect(errors).toEqual([]);
  });

  it('fails db/ or plugins/ importing a module, and a module importing the demo seed', async () => {
    const fromDb = await boundaryErrors(
      'db/fixture.ts',
      "import { CatalogService } from '../modules/catalog/catalog.service.js';\n" +
        'export const service = CatalogService;\n',
    );
    const fromModule = await boundaryErrors(
      'modules/catalog/catalog-fixture.ts',
      "import { seedDatabase } from '../../demo/seed.js';\nexport const seed = seedDatabase;\n",
    );
    expect(fromDb).toEqual([
      'db is below modules: a lower layer never imports a higher one (apps/api/README.md).',
    ]);
    expect(fromModule).toEqual([
      'modules is below demo: a lower layer never imports a higher one (apps/api/README.md).',
    ]);
  });
});
