// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const featureImport = (name) => [`@/features/${name}`, `@/features/${name}/**`];
const noRoutes = {
  group: ['@/routes', '@/routes/**', '**/routes/**'],
  message: 'Routes import features, never the other way round.',
};
const noFullZod = {
  name: 'zod',
  message: "Import 'zod/mini' in the app: the full zod is for the server.",
};
const noFeatures = {
  group: ['@/features/**', '**/features/**'],
  message: 'Shared code (ui, api, cache, auth, outbox, app) never imports a feature.',
};

// Imports flow one way: shared -> features -> routes (STYLE.md, bulletproof-react).
const boundaries = [
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noFullZod],
          patterns: [
            noRoutes,
            ...(features.length > 1
              ? [
                  {
                    group: features.filter((other) => other !== name).flatMap(featureImport),
                    message:
                      'A feature never imports another feature: move shared code to src/ui, src/api or src/auth.',
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  {
    // The full zod costs the first visit ~50 KiB gzip; zod/mini validates the same way.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**', 'src/{ui,api,cache,auth,outbox,domain,sw}/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [noFullZod] }] },
  },
  {
    files: ['src/{ui,api,cache,auth,outbox,domain}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noFullZod], patterns: [noRoutes, noFeatures] }],
    },
  },
  {
    files: ['src/sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noFullZod],
          patterns: [
            noRoutes,
            noFeatures,
            {
              group: [
                'react',
                'react-dom',
                'react/**',
                'react-dom/**',
                '@chakra-ui/**',
                '@emotion/**',
                '@tanstack/react-*',
              ],
              message: 'The service worker imports no React or Chakra.',
            },
            { group: ['@/app/**', '@/ui/**'], message: 'The service worker imports no UI code.' },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      '.cognito',
      'src/routeTree.gen.ts',
      'coverage',
      'tests/bench/reference/dist',
      'tests/bench/reference/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'tests/unit/**/*.{ts,tsx}',
      'tests/bench/reference/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'tests/{server,e2e,bench}/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  ...boundaries,
);
