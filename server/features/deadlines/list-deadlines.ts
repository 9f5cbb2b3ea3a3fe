import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { firmBySlug, firms, opportunityIds, type FirmGroup } from '../../../content/firms';
import type { Database } from '../../db/client';
import { deadlines } from '../../db/schema';
import { closingSoonDays, type DeadlineFilters } from './deadline.schema';
import { daysAfter } from '../../platform/uk-calendar';

type DeadlineRow = typeof deadlines.$inferSelect;

/** An entry as the pages show it: the firm's name and group beside its slug. */
export type CalendarEntry = ReturnType<typeof calendarEntry>;

export function calendarEntry(row: DeadlineRow) {
  const firm = firmBySlug(row.firmSlug);
  return {
    id: row.id,
    firmSlug: row.firmSlug,
    firm: firm?.name ?? row.firmSlug,
    group: (firm?.group ?? 'others') as FirmGroup,
    opportunity: row.opportunity,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    rolling: row.rolling,
    url: row.url,
    checkedOn: row.checkedOn,
  };
}

/** The API's shape of an entry (GET /api/deadlines): `firm` is the firm's display name. */
export const publicDeadline = ({ id, firm, opportunity, opensOn, closesOn, rolling, url, checkedOn }: CalendarEntry) => ({
  id,
  firm,
  opportunity,
  opensOn,
  closesOn,
  rolling,
  url,
  checkedOn,
});

const byClosingDate = (a: CalendarEntry, b: CalendarEntry) =>
  a.closesOn.localeCompare(b.closesOn) || a.firm.localeCompare(b.firm) || opportunityIds.indexOf(a.opportunity) - opportunityIds.indexOf(b.opportunity);

/**
 * The public calendar: entries not retired, filtered, soonest closing first. "Closing soon"
 * is from `today` (UK) to 30 days after it, both included.
 */
export async function listDeadlines(db: Database, { filters, today }: { filters: DeadlineFilters; today: string }) {
  const conditions: SQL[] = [isNull(deadlines.retiredAt)];
  if (filters.opportunity) conditions.push(eq(deadlines.opportunity, filters.opportunity));
  if (filters.firm) conditions.push(eq(deadlines.firmSlug, filters.firm));
  if (filters.group) conditions.push(inArray(deadlines.firmSlug, firms.filter((firm) => firm.group === filters.group).map((firm) => firm.slug)));
  if (filters.closing) conditions.push(gte(deadlines.closesOn, today), lte(deadlines.closesOn, daysAfter(today, closingSoonDays)));
  const rows = await db.select().from(deadlines).where(and(...conditions)).orderBy(asc(deadlines.closesOn));
  return rows.map(calendarEntry).sort(byClosingDate);
}

/** One entry of the public calendar (not retired), as the pages show it. */
export async function findCalendarEntry(db: Database, { deadlineId }: { deadlineId: string }) {
  const [row] = await db.select().from(deadlines).where(and(eq(deadlines.id, deadlineId), isNull(deadlines.retiredAt)));
  return row && calendarEntry(row);
}

/**
 * The coaches' list: every entry not retired, those still to check first, then by closing
 * date. An entry checked `today` (UK) stays among those to check, so marking one leaves it
 * where the coach is looking, now saying it is checked.
 */
export async function listDeadlinesForCoaches(db: Database, { today }: { today: string }) {
  const rows = await db.select().from(deadlines).where(isNull(deadlines.retiredAt)).orderBy(asc(deadlines.closesOn));
  const entries = rows.map(calendarEntry).sort(byClosingDate);
  const inFirstGroup = (entry: CalendarEntry) => !entry.checkedOn || entry.checkedOn === today;
  return [...entries.filter(inFirstGroup), ...entries.filter((entry) => !inFirstGroup(entry))];
}
