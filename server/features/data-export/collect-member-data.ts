import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { allNamed } from '../../platform/all-named';
import { exportDocumentSchema, type ExportDocument } from './export-document.schema';
import { readAccount } from './member-data/account';
import { readApplications } from './member-data/applications';
import { readBilling } from './member-data/billing';
import { readCorrespondence } from './member-data/correspondence';
import { readLibraryProgress } from './member-data/library';
import { readPracticeAttempts } from './member-data/practice';
import { readRecords } from './member-data/records';
import { readReviewRequests } from './member-data/reviews';
import { readUploads } from './member-data/uploads';
import { readRecordings } from './member-data/recordings';
import { iso, type ExportFile } from './member-data/export-values';

/**
 * Everything the portal holds about one member, as `data.json` (parsed against
 * exportDocumentSchema, so a column added without thought fails here, not in a member's
 * hands), and the files to put beside it: the member's uploads, recorded takes and the coaches' annotated
 * copies. The same tables account erasure removes, read instead of deleted; each area of
 * the document is read by its own module in `member-data/`, all at once.
 */
export async function collectMemberData(db: Database, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) return null;

  const read = await allNamed({
    account: readAccount(db, person),
    billing: readBilling(db, { userId }),
    libraryProgress: readLibraryProgress(db, { userId }),
    uploads: readUploads(db, { userId }),
    recordings: readRecordings(db, { userId }),
    reviews: readReviewRequests(db, { userId }),
    applications: readApplications(db, { userId }),
    practiceAttempts: readPracticeAttempts(db, { userId }),
    correspondence: readCorrespondence(db, { userId, email: person.email }),
    records: readRecords(db, { userId }),
  });

  const document: ExportDocument = {
    format: 'clearpath-data-export/2',
    exportedAt: iso(now),
    ...read.account,
    billing: read.billing,
    libraryProgress: read.libraryProgress,
    uploads: read.uploads.uploads,
    recordings: read.recordings.recordings,
    reviewRequests: read.reviews.reviewRequests,
    ...read.applications,
    practiceAttempts: read.practiceAttempts,
    ...read.correspondence,
    ...read.records,
  };
  const files: ExportFile[] = [...read.uploads.files, ...read.recordings.files, ...read.reviews.files];
  return { document: exportDocumentSchema.parse(document), files };
}
