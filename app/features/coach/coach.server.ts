import { data, type AppLoadContext } from 'react-router';

/**
 * Every coach page's loader starts here: visitors get 401 and everyone but coaches 403,
 * decided on the server (child loaders run in parallel, so each one calls it).
 */
export function requireCoach(context: AppLoadContext) {
  const { viewer } = context;
  if (!viewer) throw data({ reason: 'login' }, { status: 401 });
  if (viewer.role !== 'admin') throw data({ reason: 'forbidden' }, { status: 403 });
  return viewer;
}

