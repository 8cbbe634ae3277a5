import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

/** Which of a language's three message chunks an area's file goes in: the admin's, the conversations', the rest. */
function messageGroupOf(area: string): string {
  if (/^(admin-|billing|help|notifications|cloud)/.test(area)) return 'admin';
  if (/^(bot-|inbox|story-|subscribers|demo-customer|connection-doctor)/.test(area)) return 'conversations';
  return 'screens';
}
const proxiedPrefixes = ['/api', '/sanctum', '/_meta', '/webhooks'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    // Illustrations stay separate files: inlined, they would count against the login page's JS budget.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A language's dashboard messages (34 files) come as three chunks, each well under 30 KB gzip: switching
          // language is then three requests, not thirty-four. Its login messages (common.json) are in its bundle.
          groups: [
            {
              name: (id) => {
                const file = /[\\/]shared[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id);
                return file && file[2] !== 'common' ? `messages-${file[1]}-${messageGroupOf(file[2]!)}` : null;
              },
            },
          ],
        },
      },
      treeshake: {
        // antd's @rc-component packages are side-effect free but do not say so; without this, importing
        // one export (antd's Input needs FormProvider) keeps the whole package (async-validator and all).
        // The contract only declares schemas, so screens pay only for the ones they use.
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/]@rc-component[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id)
            ? false
            : undefined,
      },
    },
  },
});
