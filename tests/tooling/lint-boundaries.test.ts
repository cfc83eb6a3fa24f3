import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

const lint = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

describe('layer boundaries (ESLint)', () => {
  it('rejects an import of the design system from src/api', async () => {
    const rules = await lint(
      'src/api/boundary-probe.ts',
      "import { Button } from '@/design-system/Button';\nexport const probe = Button;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('rejects the router and stores inside the design system', async () => {
    const rules = await lint(
      'src/design-system/Probe/Probe.tsx',
      "import { Link } from 'react-router-dom';\nimport { usePreferences } from '@/stores/preferences';\nexport const probe = [Link, usePreferences];\n",
    );
    expect(rules).toContain('no-restricted-imports');
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('rejects an upward import from src/lib', async () => {
    const rules = await lint(
      'src/lib/probe.ts',
      "import { usePreferences } from '@/stores/preferences';\nexport const probe = usePreferences;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('accepts the allowed direction (app -> design system)', async () => {
    const rules = await lint(
      'src/app/probe.tsx',
      "import { Button } from '@/design-system/Button';\nexport const probe = Button;\n",
    );
    expect(rules).not.toContain('import/no-restricted-paths');
  });

  it('keeps React and react-intl out of the wire layer (src/api)', async () => {
    const rules = await lint(
      'src/api/probe.ts',
      "import { useState } from 'react';\nimport { useIntl } from 'react-intl';\nexport const probe = [useState, useIntl];\n",
    );
    expect(rules.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(2);
  });

  it('keeps the wire layer below forms and the session', async () => {
    const rules = await lint(
      'src/api/probe.ts',
      "import { useForm } from '@/form';\nimport { logout } from '@/session';\nexport const probe = [useForm, logout];\n",
    );
    expect(rules.filter((rule) => rule === 'import/no-restricted-paths')).toHaveLength(2);
  });

  it('lets the form layer render with the design system, but not the session layer', async () => {
    const code = "import { Button } from '@/design-system/Button';\nexport const probe = Button;\n";
    expect(await lint('src/form/probe.tsx', code)).not.toContain('import/no-restricted-paths');
    expect(await lint('src/session/probe.tsx', code)).toContain('import/no-restricted-paths');
  });

  it('keeps features out of the form and session layers', async () => {
    const code =
      "import { LoginPage } from '@/features/auth/LoginPage';\nexport const probe = LoginPage;\n";
    expect(await lint('src/form/probe.ts', code)).toContain('import/no-restricted-paths');
    expect(await lint('src/session/probe.ts', code)).toContain('import/no-restricted-paths');
    expect(await lint('src/config/probe.ts', code)).toContain('import/no-restricted-paths');
  });

  it('makes a screen read every answer through its contract reader', async () => {
    const probe = (options: string) =>
      `import { useGetWallets } from '@/api/generated/wallets/wallets';\nimport { selectWallets } from '@/api/readers/wallet';\nexport const useProbe = () => [selectWallets, useGetWallets(${options})];\n`;
    expect(await lint('src/features/probe.ts', probe(''))).toContain('no-restricted-syntax');
    expect(await lint('src/app/probe.ts', probe('{ query: { enabled: true } }'))).toContain(
      'no-restricted-syntax',
    );
    expect(
      await lint('src/features/probe.ts', probe('{ query: { select: selectWallets } }')),
    ).not.toContain('no-restricted-syntax');
  });
});
