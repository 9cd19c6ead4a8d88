// One lint configuration for the whole workspace.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Text limits count characters as PostgreSQL's varchar does (common/http/validation.ts, charCount).
const LENGTH_RULES = {
  name: 'class-validator',
  importNames: ['Length', 'MaxLength', 'MinLength', 'length', 'maxLength', 'minLength'],
  message: 'Use CharLength or MaxChars from common/http/validation: they count characters as the columns do.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/schema.d.ts', 'var/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'backend/**/*.ts',
      'packages/*/src/**/*.test.ts',
      'e2e/**/*.ts',
      'scripts/**/*.mjs',
      '**/*.cjs',
      '**/*.config.{js,mjs,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['backend/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [LENGTH_RULES] }] },
  },
  {
    // Dependencies point one way: shop domains build on infra and common, never the reverse.
    files: ['backend/src/infra/**/*.ts', 'backend/src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [LENGTH_RULES],
          patterns: [
            {
              regex: '(^|/)(modules|demo|cli)(/|$)|^\\.\\./(\\.\\./)*(app|app\\.module|entities|main|worker)$',
              message: 'infra/ and common/ must not depend on the shop domains (modules/) or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'backend/jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/shared/src/web/**/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  prettier,
);
