import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'build/', 'dist/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        self: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // innerHTML with untrusted strings is how HTML gets injected; build DOM nodes instead.
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Use textContent / DOM nodes (no HTML injection).' },
        { property: 'outerHTML', message: 'Use textContent / DOM nodes (no HTML injection).' },
      ],
    },
  },
);
