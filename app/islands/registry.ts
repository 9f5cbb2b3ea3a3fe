import type { ComponentProps } from 'react';
import type { EnhancementName } from '~/lib/enhance';

/**
 * Every island, by name: the parts of a plain page that need scripts (ADR 0051). The server's
 * `<Island>` names one and renders its component; the browser's boot loads the same component
 * from here, on its own, and hydrates it. An island's component takes everything from its
 * props, which travel as JSON, and imports nothing of React Router (the islands' build fails
 * if it does).
 */
export const islandLoaders = {
  countdown: () => import('~/features/practice/components/countdown').then((module) => module.Countdown),
  'answer-workspace': () => import('~/features/answers/components/answer-workspace').then((module) => module.AnswerWorkspace),
  'upload-area': () => import('~/features/uploads/components/upload-area').then((module) => module.UploadArea),
};

export type IslandName = keyof typeof islandLoaders;
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[Name]>>;
export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;

/** Every enhancement, by name (`~/lib/enhance`): each loads once, when its page asks for it, and listens on the document. */
export const enhancementLoaders = {
  'card-drag': () => import('~/features/applications/card-drag').then((module) => module.enableCardDrag),
  'copy-text': () => import('~/features/applications/copy-text').then((module) => module.enableCopyText),
} satisfies Record<EnhancementName, () => Promise<(document: Document) => void>>;
