import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from './build/antd-styles';
import { layoutIconsChunk, startupChunk } from './build/chunks';
import { preloadStart } from './build/preload-start';
import { webContracts } from './build/web-contracts';

/** Where `npm run dev` sends API calls: the server of `npm run dev -w @spm/server` / `npm start`. */
const backend = process.env.SPM_BACKEND ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/connect', '/dealersApi', '/static/version.json', '/health'];

/**
 * The shared packages are plain declarations (tables, catalogues, pure functions) and decimal.js
 * only defines a class: unused parts of them can be dropped, which keeps the login page small.
 */
const sideEffectFree = /[\\/](packages[\\/](domain|contracts)[\\/]src|node_modules[\\/]decimal\.js)[\\/]/;

export default defineConfig({
  plugins: [react(), antdStaticStyles(), webContracts(), preloadStart()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // React alone: the small entry needs it and must not wait for the start-up chunk
            { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/, priority: 3 },
            { name: startupChunk, debugName: 'start-up chunks', priority: 2 },
            { name: layoutIconsChunk(fileURLToPath(new URL('./src', import.meta.url))), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
  preview: { port: 4173 },
});
