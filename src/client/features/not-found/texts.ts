/** Texts the 404 page shows. */
export const NOT_FOUND_CODE = '404';
export const NOT_FOUND_TITLE = 'Oops! Page not found';
export const NOT_FOUND_DESCRIPTION = 'The page you are looking for does not exist or has moved.';
export const NOT_FOUND_HOME_LINK = 'Return to Home';
export const NOT_FOUND_LOG_MESSAGE = '404 Error: User attempted to access non-existent route:';
/** Beside Return to Home for someone signed in: home is the landing page, their mail is elsewhere. */
export const NOT_FOUND_INBOX_LINK = 'Go to your inbox';
