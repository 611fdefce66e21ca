import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `navalha-source` makes @navalha/core resolve to its TypeScript source, so the web app never
// needs core to be built first (packages/core/package.json "exports").
const conditions = ['navalha-source', ...defaultClientConditions];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'baseline-widely-available',
    // The lead measures each route's first-load size from dist/.vite/manifest.json.
    manifest: true,
    // Every browser in the target supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
