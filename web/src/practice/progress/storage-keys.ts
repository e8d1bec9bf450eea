// Where practice progress lives in localStorage. Its own module so the page's
// entry can ask whether this browser holds progress without loading the store.
export const STORAGE_KEY = 'sqrtdk-lab:practice';
export const BACKUP_KEY = 'sqrtdk-lab:practice:rejected';
