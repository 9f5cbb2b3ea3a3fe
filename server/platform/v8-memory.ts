import { setFlagsFromString } from 'node:v8';

// The performance budgets cap the server's resident memory (under 200 MB idle, 350 MB after load).
// V8 sizes itself for a large machine. These are flags V8 reads while it runs, so setting
// them here, before the dependencies load (server/main.ts), applies them to `npm start`
// and to anything else that runs build/server/main.js (docs/decisions/0013).

/** Call first thing in the production entry. */
export function limitV8Memory() {
  // Loading the dependencies and opening the database allocate much short-lived data once;
  // the young generation (2 × 16 MB once grown) should not stay sized for it while idle.
  setFlagsFromString('--semi-space-growth-factor=1');
  // Optimising PGlite's Postgres (one 9 MB WebAssembly module) with TurboFan leaves some
  // 50 MB of compiler memory in malloc's per-thread arenas, which never hand it back.
  // Baseline (Liftoff) code runs query execution up to 40% slower, a few percent of a
  // typical request, where JavaScript and rendering dominate.
  setFlagsFromString('--liftoff-only');
  // After a full GC the old generation may grow by half of what is live before the next
  // one, not by up to 4×: under load that left 200 MB committed for 55 MB live.
  setFlagsFromString('--heap-growing-percent=50');
}

/** Call once the server listens: from here the young generation grows with the traffic. */
export function letYoungGenerationGrow() {
  setFlagsFromString('--semi-space-growth-factor=2');
}
