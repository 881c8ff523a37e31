/** Days a deleted comment stays in the trash, restorable, before it is deleted for good. */
export const TRASH_DAYS = 30
