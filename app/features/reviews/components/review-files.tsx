import { Download, FileText } from 'lucide-react';
import { formatFileSize } from '~/features/uploads/upload-filter';

type DownloadableFile = { name: string; size: number; href: string };

/** Files to download, by name and size. */
export function ReviewFiles({ files }: { files: DownloadableFile[] }) {
  return (
    <ul className="grid gap-2">
      {files.map((file) => (
        <li key={file.href} className="flex items-center gap-3 rounded-lg border bg-card p-3">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{file.name}</span>
            <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
          </span>
          <a
            href={file.href}
            download
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Download aria-hidden="true" className="size-4" />
            Download<span className="sr-only"> {file.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
