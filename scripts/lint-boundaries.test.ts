import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web's folder boundaries (eslint.config.js, import-x/no-restricted-paths) hold for an import
// written with the @/ alias as for a relative one. The probes are linted as the text of existing files (not
// written to disk): the resolver maps @/ only for a file that apps/web/tsconfig.json includes.
// Without its trailing slash: ESLint given '/repo/' as cwd lints with none of the import rules.
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const eslint = new ESLint({ cwd: root });
const cartFile = 'apps/web/src/features/cart/api/get-cart.ts';

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('web import boundaries', () => {
  it('refuses a feature importing another feature, through @/ or a relative path', async () => {
    for (const from of ['@/features/shop/api/get-product', '../../shop/api/get-product']) {
      const messages = await restrictedImports(
        cartFile,
        `import { getProductQueryOptions } from '${from}';\nexport const probe = getProductQueryOptions;\n`,
      );
      expect(messages, from).toEqual([expect.stringContaining('A feature must not import another feature')]);
    }
  });

  it('refuses a feature importing the app, and lib importing a feature', async () => {
    expect(
      await restrictedImports(
        cartFile,
        `import { routes } from '@/app/router';\nexport const probe = routes;\n`,
      ),
    ).toEqual([expect.stringContaining('Imports go app -> features')]);
    expect(
      await restrictedImports(
        'apps/web/src/lib/cn.ts',
        `import { getCartQueryOptions } from '@/features/cart/api/get-cart';\nexport const probe = getCartQueryOptions;\n`,
      ),
    ).toEqual([expect.stringContaining('must not depend on features or the app')]);
  });

  it('lets a feature import its own files and shared lib through @/', async () => {
    expect(
      await restrictedImports(
        cartFile,
        `import { getCartQueryOptions } from '@/features/cart/api/get-cart';\nimport { cn } from '@/lib/cn';\nexport const probe = [getCartQueryOptions, cn];\n`,
      ),
    ).toEqual([]);
  });
});
