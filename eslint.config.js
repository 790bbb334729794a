import js from '@eslint/js'
import nextVitals from 'eslint-config-next/core-web-vitals'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.sanity/**',
      '.data/**',
      'functions/*/.build/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'web/sanity/types.ts',
      'web/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  // CommonJS: the module scripts/patch-next.ts installs inside Next.js's dist.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Next.js rules (React, hooks, a11y, core web vitals) for the website only.
  ...nextVitals.map((config) => ({ ...config, files: ['web/**/*.{ts,tsx}'] })),
  {
    files: ['web/**/*.{ts,tsx}'],
    settings: { next: { rootDir: 'web' } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
)
