import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The customer's web view (`/order/<token>`): its own small build, apart from the dashboard's bundle. Built after
// the dashboard (whose build empties dist) into dist/order-form; the server answers /order/<token> with its page.
export default defineConfig({
  root: fileURLToPath(new URL('./src/order-form', import.meta.url)),
  base: '/order-form/',
  build: {
    outDir: fileURLToPath(new URL('./dist/order-form', import.meta.url)),
    emptyOutDir: true,
    // A module script needs no polyfill on the phones Messenger runs on; it would only add bytes.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
