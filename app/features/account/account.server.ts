// Server-only access to account data for route loaders.
export { getAccount } from '../../../server/features/account/get-account';
