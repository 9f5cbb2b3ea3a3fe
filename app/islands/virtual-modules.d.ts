/** React Router's Vite plugin serves this in development: it installs fast refresh's runtime (`dev-preamble.ts`). */
declare module 'virtual:react-router/inject-hmr-runtime' {}
