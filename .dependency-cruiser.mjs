// Import-cycle check (`npm run check:cycles`, dependency-cruiser): no module of `src` reaches itself
// through imports. Unlike ESLint's import/no-cycle it counts type-only imports (`import type`,
// `export type … from`: tsPreCompilationDeps) and dynamic `import()`: a cycle of types is still a
// knot in the layering, and it becomes a runtime cycle as soon as one import loses `type`.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (type-only and dynamic imports count).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
