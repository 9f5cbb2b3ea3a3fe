import type { Database } from '../../db/client';
import { listPracticeItems } from './coach-items';
import { listItemStatistics } from './item-statistics';
import type { PracticeItemFilters } from './practice-item.schema';

/** The coaches' list of items, each with its statistics once enough attempts have answered it (null before). */
export async function coachItemsWithStatistics(db: Database, filters: PracticeItemFilters = {}) {
  const [items, statistics] = await Promise.all([listPracticeItems(db, filters), listItemStatistics(db)]);
  return items.map((each) => {
    const found = statistics.get(each.id);
    return { ...each, statistics: found ? { attempts: found.attempts, shareCorrect: found.shareCorrect, discrimination: found.discrimination, mayNotSeparate: found.mayNotSeparate } : null };
  });
}
