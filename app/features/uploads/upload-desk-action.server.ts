import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { Viewer } from '@server/features/auth/viewer';
import { submitReview } from '@server/features/reviews/submit-review';
import { submitReviewFormSchema } from '@server/features/reviews/review.schema';
import { deleteUpload } from '@server/features/uploads/delete-upload';
import { listUploads } from '@server/features/uploads/upload-queries';
import { uploadMemberFile } from '@server/features/uploads/upload-member-file';
import { uploadIdSchema } from '@server/features/uploads/upload.schema';
import { parseForm, formFailure, formSuccess, readForm, refusedForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { guardedViewer, requirePlanForWrite } from '~/lib/page-guards.server';
import { isMultipart } from './multipart.server';
import { deleteUploadIntent, submitReviewIntent, uploadedIntent, uploadedMessage, uploadIntent } from './upload-desk-intents';

const uploadedSchema = z.object({ uploadIds: z.array(uploadIdSchema).min(1, 'Choose a file to upload.') });
const deleteSchema = z.object({ uploadId: uploadIdSchema });

/**
 * The writes of the upload desk, for the action of each page that shows it: a file sent
 * without JavaScript (streamed by the API's own upload function, same rules and messages),
 * the ids of files sent with progress to the API, deleting a file, and asking for a review.
 * React Router reloads the page's data after each, so the lists follow by themselves.
 */
export async function uploadDeskAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const viewer = guardedViewer(context);
  if (isMultipart(request)) return uploadFromForm(context, viewer, request);

  const form = await readForm(request);
  switch (form.get('intent')) {
    case uploadedIntent: {
      const parsed = parseForm(form, uploadedSchema, { lists: ['uploadIds'] });
      if (!parsed.ok) return parsed.failure;
      const ids = new Set(parsed.data.uploadIds);
      const arrived = (await listUploads(context.services.db, { userId: viewer.userId })).filter((file) => ids.has(file.id));
      if (arrived.length === 0) return formFailure(form, { fieldErrors: {}, formError: 'Those files are not among your uploads.' });
      return formSuccess(form, uploadedMessage(arrived.map((file) => file.name)));
    }
    case deleteUploadIntent: {
      const parsed = parseForm(form, deleteSchema);
      if (!parsed.ok) return parsed.failure;
      return submitWrite(form, async () => {
        await deleteUpload(context.services, { userId: viewer.userId, uploadId: parsed.data.uploadId });
        return formSuccess(form, 'File deleted.');
      });
    }
    case submitReviewIntent: {
      // The API's door lets in subscribers only; the form is offered to no one else.
      await requirePlanForWrite(context);
      const parsed = parseForm(form, submitReviewFormSchema, { lists: ['uploadIds'] });
      if (!parsed.ok) return withChosenFiles(parsed.failure, form);
      let review;
      try {
        review = await submitReview(context.services, { userId: viewer.userId, input: parsed.data });
      } catch (error) {
        return withChosenFiles(refusedForm(form, error), form);
      }
      return redirect(`/my-reviews/${review.id}`);
    }
    default:
      return unknownIntent(form);
  }
}

async function uploadFromForm(context: Readonly<RouterContextProvider>, viewer: Viewer, request: Request) {
  const form = new FormData();
  form.set('intent', uploadIntent);
  return submitWrite(form, async () => {
    const file = await uploadMemberFile(context.services, { viewer, request });
    return formSuccess(form, uploadedMessage([file.name]));
  });
}

/**
 * A failed review request also gives back which files were ticked (a form's `values` keep
 * one value a name), so a page re-rendered without JavaScript keeps the member's choice.
 */
function withChosenFiles(failure: ReturnType<typeof formFailure>, form: FormData) {
  const chosenUploadIds = form.getAll('uploadIds').filter((id): id is string => typeof id === 'string');
  return data({ ...failure.data, chosenUploadIds }, failure.init ?? undefined);
}
