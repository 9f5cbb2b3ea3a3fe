/**
 * Every file a member owns is stored under this prefix, so erasing the member erases
 * their files without each feature needing its own clean-up.
 */
export const memberFilesPrefix = (userId: string) => `members/${userId}`;
