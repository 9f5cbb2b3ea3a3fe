// Server-only library reads for route loaders.
export {
  findCollectionByPath,
  findLastOpened,
  getCollectionProgress,
  listCollections,
} from '../../../server/features/library/library-queries';
