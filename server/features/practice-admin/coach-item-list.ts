import type { Database } from '../../db/client';
import { countPracticeItems, listPracticeItems, type CoachItem } from './coach-items';
import { listItemStatistics, type ItemStatistics } from './item-statistics';
import type { PracticeItemFilters, PracticeItemPage } from './practice-item.schema';

/** How many items the coaches' page lists at a time. */
export const coachItemPageSize = 20;

/** Each item with its statistics once enough attempts have answered it (null before). */
function withStatistics(items: CoachItem[], statistics: Map<string, ItemStatistics>) {
  return items.map((each) => {
    const found = statistics.get(each.id);
    return { ...each, statistics: found ? { attempts: found.attempts, shareCorrect: found.shareCorrect, discrimination: found.discrimination, mayNotSeparate: found.mayNotSeparate } : null };
  });
}

/** The coaches' list of items, each with its statistics once enough attempts have answered it (null before). */
export async function coachItemsWithStatistics(db: Database, filters: PracticeItemFilters = {}) {
  const [items, statistics] = await Promise.all([listPracticeItems(db, filters), listItemStatistics(db)]);
  return withStatistics(items, statistics);
}

/**
 * One page of the coaches' list, with how many items the filters keep and which of them the
 * page holds (`first`–`last` of `total`, counted from 1). A page past the end shows the last.
 */
export async function coachItemPage(db: Database, { page, ...filters }: PracticeItemPage) {
  const total = await countPracticeItems(db, filters);
  const current = Math.min(page, Math.max(1, Math.ceil(total / coachItemPageSize)));
  const offset = (current - 1) * coachItemPageSize;
  const [items, statistics] = await Promise.all([listPracticeItems(db, filters, { offset, limit: coachItemPageSize }), listItemStatistics(db)]);
  return { items: withStatistics(items, statistics), total, page: current, pageSize: coachItemPageSize, first: items.length > 0 ? offset + 1 : 0, last: offset + items.length };
}
