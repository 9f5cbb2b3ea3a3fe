/**
 * Development only: React Router's Vite plugin wraps every component module for fast refresh,
 * and the wrapper refuses to run until the refresh runtime is installed. On pages it hydrates,
 * `<Scripts>` installs it first; a plain page's islands (ADR 0051) install it with this module,
 * written before the islands' script. A build never includes it.
 */
import 'virtual:react-router/inject-hmr-runtime';
